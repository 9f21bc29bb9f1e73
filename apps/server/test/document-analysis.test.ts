// The offline analysis of uploaded documents over real HTTP: PDF and DOCX with figures written in words and symbols,
// in English and German forms, compared with the answers and with the form's calculated estimate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf, upload } from './document-fixtures.ts';
import { Client, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

/** PDF text in WinAnsi (the fixture's font encoding): "€" is byte 0x80 there. */
const winAnsi = (line: string) => line.replace(/€/g, '\x80');

const ROOF_FORM = {
  title: 'Solar quote',
  language: 'en',
  steps: [
    {
      id: 'roof_area',
      type: 'slider',
      title: 'How big is your roof?',
      min: 10,
      max: 300,
      step: 5,
      defaultValue: 80,
    },
    {
      id: 'bill',
      type: 'slider',
      title: 'What is your monthly electricity bill?',
      min: 20,
      max: 500,
      step: 5,
      defaultValue: 100,
      prefix: '$',
    },
    { type: 'documentUpload', title: 'Please upload your roof report' },
    { type: 'documentInfo', title: 'Your document analysis' },
    { type: 'contact', title: 'How can we reach you?' },
  ],
  calculations: [
    {
      id: 'estimate',
      label: 'Estimated price',
      formula: '1500 + roof_area * 45',
      format: 'currency',
      currency: 'USD',
      show: true,
    },
  ],
};

const BILL_FORM = {
  title: 'Angebot für eine Solaranlage',
  language: 'de',
  steps: [
    {
      id: 'verbrauch',
      type: 'slider',
      title: 'Wie hoch ist Ihr Jahresverbrauch in kWh?',
      min: 1000,
      max: 15000,
      step: 100,
      defaultValue: 4000,
    },
    {
      id: 'abschlag',
      type: 'slider',
      title: 'Wie hoch ist Ihr monatlicher Abschlag?',
      min: 20,
      max: 400,
      step: 5,
      defaultValue: 80,
      prefix: '€',
    },
    { type: 'documentUpload', title: 'Bitte laden Sie Ihre Stromrechnung hoch' },
    { type: 'documentInfo', title: 'Die Analyse Ihres Dokuments' },
    { type: 'contact', title: 'Wie können wir Sie erreichen?' },
  ],
};

describe('document analysis with worded figures', () => {
  let srv: TestServer;
  let roofForm: number;
  let billForm: number;
  let roofSession: string;
  let billSession: string;

  beforeAll(async () => {
    srv = await startServer({ rateLimits: false });
    const { client: owner } = await signedInClient(srv.url, 'analysis-owner');
    const roof = await owner.post<{ id: number }>('/api/publish', {
      label: uniqueLabel('Roof'),
      language: 'en',
      config: ROOF_FORM,
    });
    expect(roof.status).toBe(200);
    roofForm = roof.body.id;
    const bill = await owner.post<{ id: number }>('/api/publish', {
      label: uniqueLabel('Strom'),
      language: 'de',
      config: BILL_FORM,
    });
    expect(bill.status).toBe(200);
    billForm = bill.body.id;
    roofSession = (await new Client(srv.url).post<{ sessionId: string }>(`/api/forms/${roofForm}/session`))
      .body.sessionId;
    billSession = (await new Client(srv.url).post<{ sessionId: string }>(`/api/forms/${billForm}/session`))
      .body.sessionId;
  });
  afterAll(() => srv.close());

  async function analyse(formId: number, sessionId: string, documentUrl: string, formResponses: object) {
    const res = await new Client(srv.url).post<{ quotation: string }>(
      '/api/generate-quotation',
      { formResponses, documentData: { documentUrl }, contentPrompt: '', formId },
      { 'x-session-id': sessionId },
    );
    expect(res.status).toBe(200);
    return res.body.quotation;
  }

  it('names the 120 m² roof area of a PDF report written in words, and compares it with the answer', async () => {
    const pdf = makePdf([
      'Roof inspection report',
      'The roof area is 120 square meters, facing south.',
      'About fifteen percent of the surface is shaded in winter.',
      'Inspection date: March 3, 2025.',
    ]);
    const up = await upload(srv.url, pdf, 'roof-report.pdf', {
      sessionId: roofSession,
      formId: String(roofForm),
    });
    expect(up.status).toBe(200);
    expect(up.body.extractedText).toContain('120 square meters');
    const text = await analyse(roofForm, roofSession, up.body.documentUrl, {
      'How big is your roof?': 100,
      'What is your monthly electricity bill?': 150,
    });
    expect(text).toMatch(/^Document analysis/);
    expect(text).toContain('Roof area: 120 m², facing south');
    expect(text).toContain('Shading: 15%');
    expect(text).toMatch(
      /How big is your roof\?: your answer 100; in the document: Roof area 120 m² — .*20% higher/,
    );
    // The form's own calculation from the answers, stated as computed by the server: 1500 + 100 × 45.
    expect(text).toContain('Estimated price: $6,000');
  });

  it("names a German bill's yearly consumption from a DOCX, in German, and relates it to the answers", async () => {
    const docx = makeDocx([
      'Stadtwerke Musterstadt – Jahresabrechnung 2025',
      'Abrechnungszeitraum: 01.01.2025 bis 31.12.2025',
      'Ihr Stromverbrauch betrug 4.500 kWh pro Jahr.',
      'Arbeitspreis: 32,50 ct/kWh, Grundpreis 12,90 € im Monat.',
      'Ihr neuer monatlicher Abschlag beträgt €89,50.',
      'Der Preis steigt um zwölf Prozent.',
      'Rechnungsbetrag: 1.487,50 €, fällig am 15. Februar 2026.',
    ]);
    const up = await upload(srv.url, docx, 'Jahresabrechnung.docx', {
      sessionId: billSession,
      formId: String(billForm),
    });
    expect(up.status).toBe(200);
    const text = await analyse(billForm, billSession, up.body.documentUrl, {
      'Wie hoch ist Ihr Jahresverbrauch in kWh?': 4000,
      'Wie hoch ist Ihr monatlicher Abschlag?': 90,
    });
    expect(text).toMatch(/^Dokumentanalyse/);
    expect(text).toContain('Jahresverbrauch: 4.500 kWh');
    expect(text).toContain('Monatlicher Abschlag: 89,50 €');
    expect(text).toContain('Arbeitspreis: 32,50 ct/kWh');
    expect(text).toContain('Anstieg: 12 %');
    expect(text).toContain('Rechnungsbetrag: 1.487,50 €');
    expect(text).toContain('Fälligkeit: 15. Februar 2026');
    expect(text).toContain('Abrechnungszeitraum: 01.01.2025 bis 31.12.2025');
    expect(text).toMatch(
      /Jahresverbrauch in kWh\?: Ihre Angabe 4\.000; im Dokument: Jahresverbrauch 4\.500 kWh – .*13 % höher/,
    );
    expect(text).toMatch(
      /monatlicher Abschlag\?: Ihre Angabe 90; im Dokument: Monatlicher Abschlag 89,50 € – das passt/,
    );
    expect(text).not.toMatch(/Document analysis|Key figures|Your answers/);
  });

  it('reads a German PDF bill with a euro sign and writes the analysis in the language of an English form', async () => {
    const pdf = makePdf(
      ['Jahresabrechnung Strom', 'Jahresverbrauch: 3.200 kWh', 'Monatlicher Abschlag: 74,00 €'].map(winAnsi),
    );
    const up = await upload(srv.url, pdf, 'abrechnung.pdf', {
      sessionId: roofSession,
      formId: String(roofForm),
    });
    expect(up.status).toBe(200);
    const text = await analyse(roofForm, roofSession, up.body.documentUrl, {
      'What is your monthly electricity bill?': 75,
    });
    expect(text).toMatch(/^Document analysis/);
    expect(text).toContain('Yearly consumption: 3,200 kWh');
    expect(text).toContain('Monthly payment: €74');
    expect(text).toMatch(
      /monthly electricity bill\?: your answer 75; in the document: Monthly payment €74 — that matches/,
    );
  });

  it('finds square feet, percent in words and spelled numbers in an English DOCX', async () => {
    const docx = makeDocx([
      'Home energy audit',
      'The living space is 1,200 sq ft with a two hundred square foot deck.',
      'The household uses nine thousand kilowatt hours a year and pays $142.50 per month.',
    ]);
    const up = await upload(srv.url, docx, 'audit.docx', {
      sessionId: roofSession,
      formId: String(roofForm),
    });
    const text = await analyse(roofForm, roofSession, up.body.documentUrl, {});
    expect(text).toContain('Living area: 1,200 sq ft');
    expect(text).toContain('Deck or terrace: 200 sq ft');
    expect(text).toContain('Yearly consumption: 9,000 kWh');
    expect(text).toContain('Monthly payment: $142.50');
  });
});
