import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// Rendering a screen in jsdom is CPU-bound: a month-grid test takes about 1 s alone and passed the 5 s default on a
// clean-clone CI run with the build beside jest (2026-12-02), failing the run. A limit, not a wait: each test still
// ends on its own signal. (jest's testTimeout is global; this file is the web project's own.)
jest.setTimeout(20_000);
// The same for Testing Library's waits (findBy*, waitFor): its 1 s default failed a busy year's table paging on a
// clean-clone CI run with the build beside jest (2026-12-03), where the next page took longer than that to render.
configure({ asyncUtilTimeout: 5_000 });
