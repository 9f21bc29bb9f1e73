// The form every load and scale benchmark uses: five steps, so a journey makes five temporary saves.
export const journeyConfig = {
  title: 'Solar quote',
  steps: [
    {
      type: 'tiles',
      title: 'What type of property do you have?',
      options: [
        { id: 'house', title: 'House', icon: 'Home' },
        { id: 'flat', title: 'Apartment', icon: 'Building' },
        { id: 'office', title: 'Commercial', icon: 'Briefcase' },
      ],
    },
    {
      type: 'multiSelect',
      title: 'Which services interest you?',
      options: [
        { id: 'panels', title: 'Solar panels', icon: 'Sun' },
        { id: 'battery', title: 'Battery storage', icon: 'Battery' },
        { id: 'ev', title: 'EV charger', icon: 'Car' },
      ],
    },
    { type: 'slider', title: 'Monthly electricity bill', min: 50, max: 500, step: 10, defaultValue: 150 },
    { type: 'textbox', title: 'Anything else we should know?', rows: 3 },
    { type: 'contact', title: 'How can we reach you?' },
  ],
};
