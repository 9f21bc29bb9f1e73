// Owner app: routes of docs/spec/owner-side.md §2, protected where the spec says so. Every screen but the landing page
// is its own chunk, so the landing page loads only React, the router and itself (no forms model, zod or dialogs).
import { FullPageSpinner } from '@forms-engine/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Protected } from './lib/protected.tsx';
import { LandingPage } from './pages/landing.tsx';
import { NotFound } from './pages/not-found.tsx';

export { NotFound };

/** A screen's chunk, loaded when the screen is first drawn; its module exports the component as `name`. */
// biome-ignore lint/suspicious/noExplicitAny: each screen has its own props, as React.lazy's own signature allows.
const screen = <M extends Record<K, ComponentType<any>>, K extends string>(load: () => Promise<M>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const AuthPage = screen(() => import('./pages/auth.tsx'), 'AuthPage');
const AuthLinkPage = screen(() => import('./pages/auth.tsx'), 'AuthLinkPage');
const DashboardPage = screen(() => import('./pages/dashboard/dashboard.tsx'), 'DashboardPage');
const CreateFormPage = screen(() => import('./pages/create-form.tsx'), 'CreateFormPage');
const FormDetailsPage = screen(() => import('./pages/form-details.tsx'), 'FormDetailsPage');
const PreviewPage = screen(() => import('./pages/preview.tsx'), 'PreviewPage');
type ResponsesChunk = typeof import('./pages/responses.tsx');
/** The responses screen's chunk once it has arrived. */
let responsesChunk: ResponsesChunk | undefined;
/**
 * The responses screen's chunk; also asked for at start on its own address (lib/responses-list.ts), where the app
 * is first drawn once it has arrived (main.tsx).
 */
export const loadResponsesPage = () =>
  import('./pages/responses.tsx').then((m) => {
    responsesChunk = m;
    return m;
  });
/**
 * A chunk already here is handed to React.lazy as a thenable that answers at once, so the screen is drawn in the
 * same render. Given a promise, lazy suspends even for a module that has arrived: its Suspense fallback is drawn,
 * and once a fallback is on screen React holds the content that replaces it back for up to 300 ms (its fallback
 * throttle) — an idle wait before the responses' first rows.
 */
const ResponsesPage = lazy(() => {
  const chunk = responsesChunk;
  if (!chunk) return loadResponsesPage().then((m) => ({ default: m.ResponsesPage }));
  const arrived = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is the point (lazy resolves in the render).
    then: (resolve: (m: { default: ResponsesChunk['ResponsesPage'] }) => void) =>
      resolve({ default: chunk.ResponsesPage }),
  };
  return arrived as unknown as Promise<{ default: ResponsesChunk['ResponsesPage'] }>;
});
const ResponseDetailPage = screen(() => import('./pages/response-detail.tsx'), 'ResponseDetailPage');
const AutomaticActionsPage = screen(() => import('./pages/automatic-actions.tsx'), 'AutomaticActionsPage');
const CrmWebhookPage = screen(() => import('./pages/crm-webhook.tsx'), 'CrmWebhookPage');
const ApiAccessPage = screen(() => import('./pages/api-access.tsx'), 'ApiAccessPage');
const IntegrationsPage = screen(() => import('./pages/integrations.tsx'), 'IntegrationsPage');
const FunnelPage = screen(() => import('./pages/funnel.tsx'), 'FunnelPage');
const AbTestPage = screen(() => import('./pages/ab-test.tsx'), 'AbTestPage');

const guard = (node: ReactNode) => <Protected>{node}</Protected>;

export function App() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/auth" component={AuthPage} />
        <Route path="/auth/link" component={AuthLinkPage} />
        <Route path="/buildform" component={CreateFormPage} />
        <Route path="/dashboard">{() => guard(<DashboardPage />)}</Route>
        {/* Old links to the editor open the one builder with the form loaded. */}
        <Route path="/edit/:id">
          {(p) => guard(<Redirect to={`/buildform?formId=${encodeURIComponent(p.id)}`} replace />)}
        </Route>
        <Route path="/forms/:id/preview">{(p) => guard(<PreviewPage id={p.id} />)}</Route>
        <Route path="/preview/:id">{(p) => guard(<PreviewPage id={p.id} />)}</Route>
        <Route path="/forms/:id/responses/:responseId">
          {(p) => guard(<ResponseDetailPage id={p.id} responseId={p.responseId} />)}
        </Route>
        <Route path="/forms/:id/integrations">{(p) => guard(<IntegrationsPage id={p.id} />)}</Route>
        <Route path="/forms/:id/funnel">{(p) => guard(<FunnelPage id={p.id} />)}</Route>
        <Route path="/forms/:id/ab">{(p) => guard(<AbTestPage id={p.id} />)}</Route>
        <Route path="/forms/:id/responses">{(p) => guard(<ResponsesPage id={p.id} />)}</Route>
        <Route path="/forms/:id">{(p) => guard(<FormDetailsPage id={p.id} />)}</Route>
        <Route path="/form-console">{() => guard(<AutomaticActionsPage />)}</Route>
        <Route path="/route-response">{() => guard(<CrmWebhookPage />)}</Route>
        <Route path="/api-access">{() => guard(<ApiAccessPage />)}</Route>
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
