// The painting domain template ("Painting quote"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const painting: Domain = {
  key: 'painting',
  match: ['painting', 'painter', 'maler', 'streichen', 'anstrich', 'lackier'],
  formTitle: ['Painting quote', 'Angebot für Malerarbeiten'],
  lead: true,
  location: true,
  steps: [
    {
      key: 'paint_area',
      type: 'tiles',
      title: ['What should be painted?', 'Was soll gestrichen werden?'],
      keys: ['interior', 'exterior', 'area', 'innen', 'außen', 'bereich'],
      options: [
        o('Interior', 'Innenräume', 'Sofa'),
        o('Exterior', 'Fassade', 'Home'),
        o('Both', 'Beides', 'Grid'),
        o('Fences or decks', 'Zaun oder Terrasse', 'Trees'),
      ],
    },
    {
      key: 'rooms',
      type: 'slider',
      title: ['How many rooms are involved?', 'Wie viele Räume sind es?'],
      keys: ['rooms', 'number of rooms', 'räume', 'zimmer', 'anzahl'],
      slider: { min: 1, max: 20, step: 1, defaultValue: 3 },
    },
    common('timeline'),
  ],
};
