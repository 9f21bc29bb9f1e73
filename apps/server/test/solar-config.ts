// The solar quote form of docs/logic.md, shared by the API tests of logic and of the funnel.
/** The solar quote of docs/logic.md: renters end early, big bills are asked about batteries, a price estimate. */
export function solarConfig() {
  return {
    title: 'Solar quote',
    steps: [
      {
        id: 'owner',
        type: 'tiles',
        title: 'Do you own the property?',
        options: [
          { id: 'own', title: 'I own it' },
          { id: 'rent', title: 'I rent' },
        ],
        logic: [{ if: { op: 'equals', value: 'rent' }, goTo: 'renters' }],
      },
      {
        id: 'bill',
        type: 'slider',
        title: 'Monthly electricity bill',
        min: 50,
        max: 800,
        step: 10,
        defaultValue: 150,
        prefix: '$',
        logic: [{ if: { op: 'gt', value: 300 }, goTo: 'battery' }],
        otherwise: 'area',
      },
      {
        id: 'battery',
        type: 'tiles',
        title: 'Would you like a battery?',
        options: [
          { id: 'yes', title: 'Yes', value: 4000 },
          { id: 'no', title: 'No', value: 0 },
        ],
      },
      { id: 'area', type: 'slider', title: 'Roof area (m²)', min: 10, max: 200, step: 5, defaultValue: 40 },
      {
        id: 'roof',
        type: 'dropdown',
        title: 'Roof material',
        options: [
          { id: 'tile', title: 'Tiles', value: 0 },
          { id: 'metal', title: 'Metal', value: 500 },
        ],
      },
      { id: 'contact', type: 'contact', title: 'How can we reach you?' },
    ],
    endings: [
      { id: 'renters', title: 'Sorry, we only install on homes you own', description: 'Ask your landlord.' },
    ],
    calculations: [
      {
        id: 'estimate',
        label: 'Estimated price',
        formula: '1500 + area * 45 + roof + battery',
        format: 'currency',
        currency: 'USD',
        show: true,
      },
      { id: 'score', label: 'Lead score', formula: 'bill > 300 ? 10 : 5', format: 'number' },
    ],
  };
}
