import { mountStandalone } from '@cardbridge/web-kit/standalone';
import { StandaloneApp } from './standalone-app';
import './standalone.css';

/** The remote's own page for its team's development (`npm run dev`); the shell never loads it. */
mountStandalone(<StandaloneApp />);
