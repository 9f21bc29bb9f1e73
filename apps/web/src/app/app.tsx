// Owner app: routes of owner-side section 2.
import { AlertCircle } from 'lucide-react';
import { Route, Switch } from 'wouter';

export function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <div className="w-full max-w-md rounded-xl border bg-white p-6 shadow-sm">
        <div className="mb-4 flex gap-2">
          <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-gray-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-gray-600">Did you forget to add the page to the router?</p>
      </div>
    </main>
  );
}

function Placeholder({ name }: { name: string }) {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-semibold">{name}</h1>
    </main>
  );
}

export function App() {
  return (
    <Switch>
      <Route path="/">{() => <Placeholder name="Form Builder" />}</Route>
      <Route path="/auth">{() => <Placeholder name="Form Builder" />}</Route>
      <Route path="/dashboard">{() => <Placeholder name="Dashboard" />}</Route>
      <Route path="/buildform">{() => <Placeholder name="Builder" />}</Route>
      <Route path="/edit/:id">{() => <Placeholder name="Edit" />}</Route>
      <Route path="/forms/:id/preview">{() => <Placeholder name="Preview" />}</Route>
      <Route path="/preview/:id">{() => <Placeholder name="Preview" />}</Route>
      <Route path="/forms/:id/responses">{() => <Placeholder name="Responses" />}</Route>
      <Route path="/forms/:id">{() => <Placeholder name="Edit with AI" />}</Route>
      <Route path="/form-console">{() => <Placeholder name="Form Console" />}</Route>
      <Route path="/route-response">{() => <Placeholder name="Route Response" />}</Route>
      <Route path="/api-access">{() => <Placeholder name="API Access" />}</Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
