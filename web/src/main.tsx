// The SPA's entry: client errors go to the server's log, then the app starts (app/start-app.tsx). index.html
// preloads /config.json, so it arrives with this script instead of after it.
import { reportClientErrors } from './app/report-errors.ts';
import { startApp } from './app/start-app.tsx';
import './index.css';

reportClientErrors();
await startApp(document.getElementById('root')!);
