import { describe, expect, it } from 'vitest';
import { EN_TEXTS, normalizeConfig } from '@forms-engine/model';
import { analyseDocument, quotationRequest } from './document-info.tsx';

const config = normalizeConfig({
  steps: [
    { id: 'kind', type: 'tiles', title: 'Kind', options: [{ id: 'a', title: 'A' }] },
    { id: 'upload', type: 'documentUpload', title: 'Upload' },
    { id: 'later', type: 'textbox', title: 'Later' },
    { id: 'info', type: 'documentInfo', title: 'Analysis', subtitle: 'Summarise the bill' },
  ],
});
const infoStep = config.steps[3] as Extract<(typeof config.steps)[number], { type: 'documentInfo' }>;

describe('document analysis', () => {
  it('sends answers up to and including the upload under their questions, the document, the prompt and form id', () => {
    const answers = {
      kind: 'a',
      upload: { documentUrl: '/u/1.pdf', extractedText: 'Total 10', fileName: '1.pdf' },
      later: 'not sent',
    };
    expect(quotationRequest(config.steps, answers, infoStep, 4)).toEqual({
      formResponses: { Kind: 'a', Upload: answers.upload },
      documentData: { documentContent: 'Total 10', documentUrl: '/u/1.pdf', fileName: '1.pdf' },
      contentPrompt: 'Summarise the bill',
      formId: 4,
    });
  });
  it('has nothing to analyse without an upload', () => {
    expect(quotationRequest(config.steps, { upload: 'Upload your document' }, infoStep, 4)).toBeNull();
  });
  it('maps an empty result and a thrown error to the spec texts', async () => {
    const req = quotationRequest(config.steps, { upload: { documentUrl: '/d' } }, infoStep, null);
    if (!req) throw new Error('expected a request');
    expect(
      await analyseDocument({ generateQuotation: async () => ({ quotation: 'Fine' }) }, req, EN_TEXTS),
    ).toEqual({ ok: true, text: 'Fine' });
    expect(
      await analyseDocument({ generateQuotation: async () => ({ quotation: ' ' }) }, req, EN_TEXTS),
    ).toEqual({
      ok: false,
      message: 'Failed to analyze document. Please try again.',
    });
    expect(await analyseDocument({ generateQuotation: async () => ({}) }, req, EN_TEXTS)).toEqual({
      ok: false,
      message: 'Failed to analyze document. Please try again.',
    });
    expect(
      await analyseDocument(
        {
          generateQuotation: async () => {
            throw new Error('x');
          },
        },
        req,
        EN_TEXTS,
      ),
    ).toEqual({ ok: false, message: 'An error occurred while analyzing the document. Please try again.' });
  });
});
