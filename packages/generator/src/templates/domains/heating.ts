// The heating domain template ("Heating and energy consultation"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const heating: Domain = {
  key: 'heating',
  match: [
    'heat pump',
    'heating',
    'wärmepumpe',
    'heizung',
    'energy audit',
    'energieberatung',
    'hvac',
    'furnace',
    'boiler',
    'air conditioning',
    'klimaanlage',
    'insulation',
    'dämmung',
  ],
  formTitle: ['Heating and energy consultation', 'Beratung zu Heizung und Energie'],
  lead: true,
  location: true,
  steps: [
    {
      key: 'current_heating',
      type: 'tiles',
      title: ['How is your home heated today?', 'Wie wird Ihr Zuhause heute beheizt?'],
      keys: [
        'current heating',
        'heating type',
        'heating system',
        'heizungsart',
        'heizsystem',
        'aktuelle heizung',
      ],
      options: [o('Gas', 'Gas'), o('Oil', 'Öl', 'Fuel'), o('Electric', 'Strom'), o('Other', 'Sonstiges')],
    },
    {
      key: 'living_area',
      type: 'slider',
      title: ['How large is the living area?', 'Wie groß ist die Wohnfläche?'],
      subtitle: ['In square metres', 'In Quadratmetern'],
      keys: ['living area', 'size', 'square', 'area', 'wohnfläche', 'fläche', 'größe', 'quadratmeter'],
      slider: { min: 30, max: 400, step: 10, defaultValue: 140, unit: ['m²', 'm²'] },
    },
    common('building_age'),
    { ...common('ownership') },
    common('timeline'),
  ],
};
