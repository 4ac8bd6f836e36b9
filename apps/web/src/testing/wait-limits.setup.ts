import { configure } from '@testing-library/react';

// Every web test renders MUI and AG Grid, or runs hooks over mock answers, in happy-dom on a shared
// 2-core machine that CI loads with other stages: `waitFor` and `findBy…` may take several seconds
// there (a streamed page of 200 cores took over the default 1 s in a loaded run). A wait that
// times out here is a failure; only its patience is set.
configure({ asyncUtilTimeout: 10_000 });
