// The fitness domain template ("Personal training enquiry"): the questions a professional in this field asks.
import { type Domain, o } from '../types.ts';

export const fitness: Domain = {
  key: 'fitness',
  match: [
    'fitness',
    'gym',
    'personal train',
    'workout',
    'yoga',
    'pilates',
    'sport',
    'coach',
    'trainer',
    'abnehmen',
    'muskelaufbau',
    'fitnessstudio',
  ],
  formTitle: ['Personal training enquiry', 'Anfrage Personal Training'],
  lead: true,
  location: false,
  steps: [
    {
      key: 'fitness_goal',
      type: 'tiles',
      title: ['What is your main goal?', 'Was ist Ihr wichtigstes Ziel?'],
      keys: ['goal', 'goals', 'objective', 'ziel', 'ziele'],
      options: [
        o('Lose weight', 'Abnehmen', 'Scale'),
        o('Build muscle', 'Muskelaufbau', 'Dumbbell'),
        o('Improve endurance', 'Ausdauer verbessern', 'Footprints'),
        o('Feel better', 'Wohlfühlen', 'Smile'),
      ],
    },
    {
      key: 'fitness_level',
      type: 'tiles',
      title: ['How would you describe your fitness level?', 'Wie fit sind Sie aktuell?'],
      keys: ['level', 'fitness level', 'experience', 'niveau', 'fitnesslevel', 'erfahrung'],
      options: [
        o('Beginner', 'Anfänger'),
        o('Intermediate', 'Fortgeschritten'),
        o('Advanced', 'Sehr fit', 'Award'),
      ],
    },
    {
      key: 'sessions_per_week',
      type: 'slider',
      title: ['How many sessions per week would you like?', 'Wie oft pro Woche möchten Sie trainieren?'],
      keys: ['sessions', 'per week', 'training days', 'pro woche', 'einheiten', 'trainingstage'],
      slider: { min: 1, max: 7, step: 1, defaultValue: 3 },
    },
    {
      key: 'preferred_time',
      type: 'tiles',
      title: ['When do you prefer to train?', 'Wann trainieren Sie am liebsten?'],
      keys: ['time', 'preferred time', 'time of day', 'uhrzeit', 'tageszeit', 'wann'],
      options: [
        o('Morning', 'Morgens'),
        o('Afternoon', 'Nachmittags'),
        o('Evening', 'Abends'),
        o('Weekend', 'Am Wochenende'),
      ],
    },
  ],
};
