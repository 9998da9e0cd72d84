import { testApp } from '../test/http';
import { PHONE, seedShell, shellPassesAxe } from './shell-pages';

// The shell's pages at a phone's width, in both themes, through axe (shell-pages.ts).

const app = await testApp({ client: 'built' });
await seedShell();

shellPassesAxe(() => app.url, PHONE);
