import { describe, expect, it } from 'vitest';
import { ApiError, isOutOfCredits, localMessage, serverErrorOf, userMessage } from './api-error.ts';

describe('API errors', () => {
  it('reads "{status}: {message}" with the message from the {error} body, not the raw JSON', () => {
    expect(new ApiError(409, '{"error":"Duplicate"}', 'Conflict').message).toBe('409: Duplicate');
    expect(new ApiError(422, '{"error":"I did not understand \\"x\\""}', '').message).toBe(
      '422: I did not understand "x"',
    );
  });
  it('keeps a body that is not an {error} object as it is', () => {
    expect(new ApiError(502, 'Bad gateway from proxy', 'Bad Gateway').message).toBe(
      '502: Bad gateway from proxy',
    );
    expect(new ApiError(400, '{"message":"x"}', '').message).toBe('400: {"message":"x"}');
  });
  it('recognises running out of credits', () => {
    expect(isOutOfCredits(new ApiError(402, '{"error":"Insufficient credits."}', ''))).toBe(true);
    expect(isOutOfCredits(new ApiError(400, '', ''))).toBe(false);
    expect(isOutOfCredits(new Error('402'))).toBe(false);
  });
  it('falls back to the status text when the body is empty', () => {
    expect(new ApiError(500, '', 'Internal Server Error').message).toBe('500: Internal Server Error');
  });
  it('exposes the server error field', () => {
    expect(new ApiError(409, '{"error":"Duplicate"}', '').serverMessage).toBe('Duplicate');
    expect(serverErrorOf('oops')).toBeNull();
  });
  it('prefers the server message, else the fallback', () => {
    expect(userMessage(new ApiError(409, '{"error":"Taken"}', ''), 'Failed')).toBe('Taken');
    expect(userMessage(new Error('x'), 'Failed')).toBe('Failed');
  });
});

describe("API errors in the owner app's language", () => {
  const refused = new ApiError(400, '{"error":"redirectUrl must be an http(s) URL"}', '', {
    code: 'bad_request',
    field: 'redirectUrl',
  });
  it("keeps the API's English words in English", () => {
    expect(localMessage(refused, 'en')).toBe('redirectUrl must be an http(s) URL');
    expect(
      localMessage(new ApiError(404, '{"error":"Form not found"}', '', { code: 'not_found' }), 'en'),
    ).toBe('Form not found');
  });
  it('says a known code in the language, naming a refused field as the screen does', () => {
    expect(
      localMessage(new ApiError(404, '{"error":"Form not found"}', '', { code: 'not_found' }), 'de'),
    ).toBe('Nicht gefunden. Möglicherweise wurde es gelöscht.');
    expect(localMessage(refused, 'de')).toBe(
      'Bitte prüfen Sie „Nach dem Absenden weiterleiten zu“: Dieser Wert wird nicht akzeptiert.',
    );
    expect(localMessage(refused, 'fr')).toBe(
      'Vérifiez « Après l’envoi, aller à » : cette valeur n’est pas acceptée.',
    );
  });
  it("quotes the server's text in the language for an unknown code or field, and says the status without one", () => {
    const odd = new ApiError(409, '{"error":"That label is taken"}', '', { code: 'conflict' });
    expect(localMessage(odd, 'it')).toBe('Non ha funzionato. Il server dice: «That label is taken»');
    const unknownField = new ApiError(400, '{"error":"x is wrong"}', '', { code: 'bad_request', field: 'x' });
    expect(localMessage(unknownField, 'es')).toBe('No funcionó. El servidor dice: «x is wrong»');
    expect(localMessage(unknownField, 'en')).toBe('x is wrong');
    expect(localMessage(new ApiError(503, '', 'Unavailable'), 'es')).toBe(
      'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
    );
  });
});

describe('the conflicts an owner meets', () => {
  it.each([
    ['form_exists', 'Es gibt schon ein Formular mit dieser Sprache'],
    ['domain_taken', 'Diese Domain wird schon von einem anderen Konto verwendet'],
    ['account_exists', 'Zu dieser E-Mail-Adresse gibt es schon ein Konto'],
    ['not_published', 'Veröffentlichen Sie das Formular zuerst.'],
    ['sign_up_required', 'Registrieren Sie sich'],
  ])('%s has its own German words', (code, words) => {
    const error = new ApiError(409, '{"error":"English words"}', '', { code });
    expect(localMessage(error, 'de')).toContain(words);
    expect(localMessage(error, 'en')).toBe('English words');
  });
});

describe('a refusal without a code', () => {
  it('says a status with words of its own in the language, and quotes any other', () => {
    expect(localMessage(new ApiError(404, '{"error":"Not found"}', ''), 'de')).toBe(
      'Nicht gefunden. Möglicherweise wurde es gelöscht.',
    );
    expect(localMessage(new ApiError(400, '{"error":"x is wrong"}', ''), 'fr')).toBe(
      'Cela n’a pas fonctionné. Le serveur indique : « x is wrong »',
    );
  });
});
