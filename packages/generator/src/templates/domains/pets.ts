// The pets domain template ("Pet care booking"): the questions a professional in this field asks.
import { type Domain, o } from '../types.ts';

export const pets: Domain = {
  key: 'pets',
  match: [
    'pet',
    'dog',
    'cat',
    'grooming',
    'vet',
    'veterinar',
    'hund',
    'katze',
    'tierarzt',
    'tierpension',
    'haustier',
    'hundesalon',
    'dog walk',
    'gassi',
  ],
  formTitle: ['Pet care booking', 'Anfrage Tierbetreuung'],
  lead: true,
  location: false,
  steps: [
    {
      key: 'pet_type',
      type: 'tiles',
      title: ['What kind of pet do you have?', 'Welches Haustier haben Sie?'],
      keys: ['pet type', 'type of pet', 'animal', 'pet', 'species', 'tierart', 'haustier', 'tier'],
      options: [
        o('Dog', 'Hund'),
        o('Cat', 'Katze'),
        o('Small animal', 'Kleintier', 'PawPrint'),
        o('Other', 'Sonstiges'),
      ],
    },
    {
      key: 'pet_service',
      type: 'tiles',
      title: ['Which service do you need?', 'Welche Leistung benötigen Sie?'],
      keys: ['service', 'services', 'leistung'],
      options: [
        o('Grooming', 'Pflege', 'Sparkles'),
        o('Walking', 'Gassi gehen', 'Footprints'),
        o('Pet sitting', 'Betreuung', 'Home'),
        o('Vet visit', 'Tierarztbesuch', 'Stethoscope'),
      ],
    },
    {
      key: 'pet_size',
      type: 'tiles',
      title: ['How big is your pet?', 'Wie groß ist Ihr Tier?'],
      keys: ['size', 'pet size', 'weight', 'größe', 'gewicht'],
      options: [o('Small', 'Klein'), o('Medium', 'Mittel'), o('Large', 'Groß')],
    },
  ],
};
