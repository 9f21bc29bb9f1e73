// The comparison page for bench/first-paint.ts: the journey form built with SurveyJS (survey-core +
// survey-react-ui, React 19), one question per page, rendered the way SurveyJS's React guide shows.
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import 'survey-core/survey-core.min.css';
import { Survey } from 'survey-react-ui';
import { surveyJson } from './survey-json.ts';

const survey = new Model(surveyJson);
createRoot(document.getElementById('root')!).render(<Survey model={survey} />);
