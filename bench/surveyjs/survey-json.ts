// bench/journey-config.ts expressed as a SurveyJS survey: the same five questions, one per page.
export const surveyJson = {
  title: 'Solar quote',
  questionsOnPageMode: 'questionPerPage',
  showProgressBar: 'top',
  pages: [
    {
      elements: [
        {
          type: 'radiogroup',
          name: 'property',
          title: 'What type of property do you have?',
          isRequired: true,
          choices: [
            { value: 'house', text: 'House' },
            { value: 'flat', text: 'Apartment' },
            { value: 'office', text: 'Commercial' },
          ],
        },
      ],
    },
    {
      elements: [
        {
          type: 'checkbox',
          name: 'services',
          title: 'Which services interest you?',
          isRequired: true,
          choices: [
            { value: 'panels', text: 'Solar panels' },
            { value: 'battery', text: 'Battery storage' },
            { value: 'ev', text: 'EV charger' },
          ],
        },
      ],
    },
    {
      elements: [
        {
          type: 'text',
          inputType: 'range',
          name: 'bill',
          title: 'Monthly electricity bill',
          min: 50,
          max: 500,
          step: 10,
          defaultValue: 150,
        },
      ],
    },
    { elements: [{ type: 'comment', name: 'notes', title: 'Anything else we should know?', rows: 3 }] },
    {
      elements: [
        {
          type: 'multipletext',
          name: 'contact',
          title: 'How can we reach you?',
          isRequired: true,
          items: [
            { name: 'firstName', title: 'First name', isRequired: true },
            { name: 'lastName', title: 'Last name', isRequired: true },
            { name: 'email', title: 'Email', inputType: 'email', isRequired: true },
            { name: 'phone', title: 'Phone', inputType: 'tel' },
          ],
        },
      ],
    },
  ],
};
