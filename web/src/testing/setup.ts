// Every web test file runs with this. The suite runs beside the API tests on a two-core machine, where a
// render after a fake call can take well over testing-library's default one-second wait for findBy/waitFor.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
