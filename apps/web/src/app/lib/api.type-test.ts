// Compile-time tests of the typed client, checked by `npm run typecheck` and never run or bundled: each
// `@ts-expect-error` line must fail to compile, so a contract change that made it compile (or a client that lost
// its types) fails the typecheck. A renamed or retyped answer field breaks every page reading it in the same way.
import type { ApiResponse, FormRecord } from '@forms-engine/contracts';
import {
  type ContractOf,
  deleteForm,
  getForm,
  getFormAvailability,
  listForms,
  putFormNotifications,
  setFormColor,
} from '@forms-engine/contracts/client';
import { call, urlOf } from './api.ts';

/** Exactly the same type (not merely assignable either way). */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equals<A, B>) => proof;

export async function requestsAreTyped() {
  // @ts-expect-error the colour is text
  await call(setFormColor, { params: { id: 1 }, body: { color: 5 } });
  // @ts-expect-error a PUT without its body
  await call(setFormColor, { params: { id: 1 } });
  // @ts-expect-error a route with path parameters needs them
  await call(getFormAvailability);
  // @ts-expect-error path parameters are named as in the path
  await call(deleteForm, { params: { formId: 1 } });
  // @ts-expect-error a GET takes no body
  await call(listForms, { body: {} });
  // @ts-expect-error notification switches are booleans
  await call(putFormNotifications, { params: { id: 1 }, body: { owner: { enabled: 'yes' } } });
  // @ts-expect-error urlOf checks its input like call
  urlOf(getForm, { params: {} });
  // Correct calls compile; parts with defaults may be left out.
  await call(putFormNotifications, { params: { id: 1 }, body: { owner: { enabled: false } } });
  return urlOf(getForm, { params: { id: 7 } });
}

export async function answersAreTyped() {
  const forms = await call(listForms);
  same<typeof forms, FormRecord[]>(true);
  // @ts-expect-error the record has no `title`: a page reading a field the server does not send does not compile
  void forms[0]?.title;
  const availability = await call(getFormAvailability, { params: { id: 1 } });
  // @ts-expect-error the completed count is a number
  const completed: string = availability.status.completed;
  // @ts-expect-error the reason is one of closed, full or null
  same<typeof availability.status.reason, string>(true);
  same<typeof availability.status.reason, 'closed' | 'full' | null>(true);
  const saved = await call(setFormColor, { params: { id: 1 }, body: { color: '#10b981' } });
  same<typeof saved, ApiResponse<ContractOf<typeof setFormColor>>>(true);
  same<typeof saved, { success: true; color: string }>(true);
  // @ts-expect-error the answer carries no form record
  void saved.form;
  return completed;
}
