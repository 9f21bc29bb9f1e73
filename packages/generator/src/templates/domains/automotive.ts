// The automotive domain template ("Car service booking"): the questions a professional in this field asks.
import { common } from '../common.ts';
import { type Domain, o } from '../types.ts';

export const automotive: Domain = {
  key: 'automotive',
  match: [
    'car',
    'auto',
    'vehicle',
    'garage',
    'mechanic',
    'werkstatt',
    'kfz',
    'fahrzeug',
    'tyre',
    'tire',
    'reifen',
    'oil change',
    'inspection',
    'dealership',
    'autohaus',
    'leasing',
    'test drive',
    'probefahrt',
    'detailing',
  ],
  formTitle: ['Car service booking', 'Werkstatttermin'],
  lead: true,
  location: false,
  steps: [
    {
      key: 'vehicle_type',
      type: 'tiles',
      title: ['What kind of vehicle do you drive?', 'Welches Fahrzeug fahren Sie?'],
      keys: ['vehicle', 'vehicle type', 'car type', 'fahrzeug', 'fahrzeugtyp', 'autotyp'],
      options: [o('Car', 'Pkw'), o('SUV', 'SUV'), o('Van', 'Transporter'), o('Motorcycle', 'Motorrad')],
    },
    {
      key: 'car_service',
      type: 'multiSelect',
      title: ['Which services do you need?', 'Welche Leistungen benötigen Sie?'],
      subtitle: ['Select all that apply', 'Mehrfachauswahl möglich'],
      keys: ['service', 'services', 'repair', 'leistung', 'leistungen', 'reparatur'],
      options: [
        o('Inspection', 'Inspektion'),
        o('Oil change', 'Ölwechsel'),
        o('Brakes', 'Bremsen'),
        o('Tyres', 'Reifen'),
      ],
    },
    {
      key: 'mileage',
      type: 'slider',
      title: ['What is the current mileage?', 'Wie ist der aktuelle Kilometerstand?'],
      subtitle: ['In kilometres', 'In Kilometern'],
      keys: ['mileage', 'miles', 'kilometres', 'kilometers', 'odometer', 'kilometerstand', 'laufleistung'],
      slider: { min: 0, max: 300000, step: 5000, defaultValue: 60000, unit: ['km', 'km'] },
    },
    {
      ...common('preferred_date'),
      key: 'appointment',
      title: ['Which appointment date would you prefer?', 'Wann ist Ihr Wunschtermin?'],
    },
  ],
};
