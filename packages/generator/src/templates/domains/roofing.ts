// The roofing domain template ("Roofing quote"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const roofing: Domain = {
  key: 'roofing',
  match: [
    'roofing',
    'roofer',
    'roof repair',
    'roof replacement',
    'dachdecker',
    'dachsanierung',
    'gutter',
    'dachrinne',
  ],
  formTitle: ['Roofing quote', 'Angebot für Dacharbeiten'],
  lead: true,
  location: true,
  steps: [
    {
      key: 'roof_service',
      type: 'tiles',
      title: ['What do you need done on your roof?', 'Was soll an Ihrem Dach gemacht werden?'],
      keys: ['roof service', 'service', 'work', 'job', 'leistung', 'arbeiten'],
      options: [
        o('Repair', 'Reparatur'),
        o('Replacement', 'Neueindeckung', 'Recycle'),
        o('Inspection', 'Inspektion'),
        o('Gutters', 'Dachrinne', 'Droplet'),
      ],
    },
    {
      key: 'roof_material',
      type: 'tiles',
      title: ['What is your roof made of?', 'Woraus besteht Ihr Dach?'],
      keys: ['roof material', 'material', 'roof type', 'roof', 'dachmaterial', 'eindeckung', 'dach'],
      options: [
        o('Tiles', 'Ziegel'),
        o('Metal', 'Metall'),
        o('Flat roof membrane', 'Flachdachbahn', 'Grid'),
        o('Not sure', 'Weiß nicht'),
      ],
    },
    {
      key: 'roof_size',
      type: 'slider',
      title: ['Roughly how large is the roof?', 'Wie groß ist das Dach ungefähr?'],
      subtitle: ['In square metres', 'In Quadratmetern'],
      keys: ['roof size', 'size', 'area', 'dachfläche', 'größe', 'fläche'],
      slider: { min: 20, max: 500, step: 10, defaultValue: 120, unit: ['m²', 'm²'] },
    },
    common('urgency'),
  ],
};
