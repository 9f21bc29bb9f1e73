// Owner app: routes of owner-side section 2, protected where the spec says so.
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { Protected } from './lib/protected.tsx';
import { ApiAccessPage } from './pages/api-access.tsx';
import { AuthPage } from './pages/auth.tsx';
import { BuilderPage } from './pages/builder.tsx';
import { ConsolePage } from './pages/console.tsx';
import { DashboardPage } from './pages/dashboard/dashboard.tsx';
import { EditPage } from './pages/edit/edit.tsx';
import { FormEditPage } from './pages/form-edit.tsx';
import { LandingPage } from './pages/landing.tsx';
import { NotFound } from './pages/not-found.tsx';
import { PreviewPage } from './pages/preview.tsx';
import { ResponsesPage } from './pages/responses.tsx';
import { RouteResponsePage } from './pages/route-response.tsx';

export { NotFound };

const guard = (node: ReactNode) => () => <Protected>{node}</Protected>;

export function App() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/auth" component={AuthPage} />
      <Route path="/buildform" component={BuilderPage} />
      <Route path="/dashboard">{guard(<DashboardPage />)}</Route>
      <Route path="/edit/:id">
        {(p) => (
          <Protected>
            <EditPage id={p.id} />
          </Protected>
        )}
      </Route>
      <Route path="/forms/:id/preview">
        {(p) => (
          <Protected>
            <PreviewPage id={p.id} />
          </Protected>
        )}
      </Route>
      <Route path="/preview/:id">
        {(p) => (
          <Protected>
            <PreviewPage id={p.id} />
          </Protected>
        )}
      </Route>
      <Route path="/forms/:id/responses">
        {(p) => (
          <Protected>
            <ResponsesPage id={p.id} />
          </Protected>
        )}
      </Route>
      <Route path="/forms/:id">
        {(p) => (
          <Protected>
            <FormEditPage id={p.id} />
          </Protected>
        )}
      </Route>
      <Route path="/form-console">{guard(<ConsolePage />)}</Route>
      <Route path="/route-response">{guard(<RouteResponsePage />)}</Route>
      <Route path="/api-access">{guard(<ApiAccessPage />)}</Route>
      <Route component={NotFound} />
    </Switch>
  );
}
