import "@testing-library/jest-dom";

// Rendering a screen in jsdom is CPU-bound: a month-grid test takes about 1 s alone and passed the 5 s default on a
// clean-clone CI run with the build beside jest (2026-12-02), failing the run. A limit, not a wait: each test still
// ends on its own signal. (jest's testTimeout is global; this file is the web project's own.)
jest.setTimeout(20_000);
