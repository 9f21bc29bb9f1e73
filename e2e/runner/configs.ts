// Form configurations of the runner journeys (own copy, so edits to the shared fixtures cannot break them).
export const allStepsConfig = {
  title: 'Every step',
  steps: [
    {
      type: 'tiles',
      title: 'What type of property do you have?',
      subtitle: 'Pick one',
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
    {
      type: 'dropdown',
      title: 'Which roof type do you have?',
      options: [
        { id: 'pitched', title: 'Pitched' },
        { id: 'flat-roof', title: 'Flat' },
        { id: 'metal', title: 'Metal' },
      ],
    },
    {
      type: 'slider',
      title: 'Monthly electricity bill',
      min: 50,
      max: 500,
      step: 10,
      defaultValue: 150,
      prefix: '$',
    },
    {
      type: 'followup',
      title: 'How did you hear about us?',
      options: [
        { id: 'google', title: 'Google', icon: 'Search' },
        { id: 'other', title: 'Other', icon: 'MoreHorizontal' },
      ],
      followupInput: { label: 'Please tell us more', type: 'text', placeholder: 'Details' },
    },
    { type: 'textbox', title: 'Anything else we should know?', placeholder: 'Your notes', rows: 3 },
    { type: 'location', title: 'What is your address?' },
    { type: 'documentUpload', title: 'Upload your latest bill' },
    { type: 'documentInfo', title: 'Your bill analysis' },
    { type: 'contact', title: 'How can we reach you?' },
  ],
};

export const shortConfig = {
  title: 'Short',
  steps: [
    {
      type: 'tiles',
      title: 'Pick a plan',
      options: [
        { id: 'basic', title: 'Basic', icon: 'Star' },
        { id: 'pro', title: 'Pro', icon: 'Zap' },
      ],
    },
    { type: 'textbox', title: 'Any comments?', placeholder: 'Type here', rows: 2 },
    { type: 'contact', title: 'Your details' },
  ],
};
