import {
  findMarkers,
  gzipSize,
  judgeBudget,
  judgeCategories,
  scriptRequests,
  HOME_JS_BUDGET_BYTES,
  SIGN_IN_JS_BUDGET_BYTES,
  onFirstUseFiles,
} from "./budget";

describe("audit budget rules", () => {
  it("splits executed scripts from prefetched ones, same origin only", () => {
    const origin = "http://127.0.0.1:9000";
    const r = scriptRequests(
      [
        { url: `${origin}/app-1.js`, resourceType: "Script" },
        { url: `${origin}/framework-2.js`, resourceType: "Script" },
        { url: `${origin}/component---src-pages-login-tsx-3.js`, resourceType: "Other" },
        { url: `${origin}/page-data/index/page-data.json`, resourceType: "Fetch" },
        { url: "https://cdn.example/x.js", resourceType: "Script" },
        { url: `${origin}/app-1.js`, resourceType: "Other" },
      ],
      origin,
    );
    expect(r.executed).toEqual(["/app-1.js", "/framework-2.js"]);
    expect(r.prefetched).toEqual(["/component---src-pages-login-tsx-3.js"]);
  });

  it("finds Cognito and calendar markers", () => {
    expect(findMarkers("a.js", 'x="Caldera Derived Key"')).toEqual([
      expect.objectContaining({ marker: "Caldera Derived Key", file: "a.js" }),
    ]);
    expect(findMarkers("b.js", "<button>View Unified Events</button>")).toHaveLength(1);
    expect(findMarkers("c.js", "component---src-pages-unifiedtime-tsx")).toEqual([]);
  });

  it("judges the home budget and the markers", () => {
    expect(judgeBudget("/", HOME_JS_BUDGET_BYTES, []).every((v) => v.pass)).toBe(true);
    expect(judgeBudget("/", HOME_JS_BUDGET_BYTES + 1, [])[0]?.pass).toBe(false);
    expect(judgeBudget("/about/", 10 ** 9, [])).toHaveLength(1);
    expect(judgeBudget("/about/", 1, [{ what: "x", marker: "y", file: "z" }])[0]?.pass).toBe(false);
  });

  it("holds sign-in pages to the whole authenticator's budget (page + library), not to the no-auth-code rule", () => {
    const hit = [{ what: "amazon-cognito-identity-js (sign-in)", marker: "CognitoUserPool", file: "x.js" }];
    expect(judgeBudget("/login/", SIGN_IN_JS_BUDGET_BYTES - 20_000, hit, "signIn", 20_000)).toEqual([
      {
        rule: "sign-in page JS with the whole authenticator <= 130 kB gz",
        pass: true,
        detail: "110.0 kB page load + 20.0 kB library on first use = 130.0 kB gz",
      },
    ]);
    expect(judgeBudget("/login/", SIGN_IN_JS_BUDGET_BYTES - 20_000, [], "signIn", 20_001)[0]?.pass).toBe(false);
    expect(judgeBudget("/login/", SIGN_IN_JS_BUDGET_BYTES + 1, [], "signIn")[0]?.pass).toBe(false);
  });

  it("reports how far home is from the 90 kB goal without failing on it", () => {
    expect(judgeBudget("/", 95_600, [])[0]).toEqual({
      rule: "home JS <= 100 kB gz (goal 90)",
      pass: true,
      detail: "95.6 kB gz, 5.6 kB above the goal",
    });
    expect(judgeBudget("/", 89_000, [])[0]?.detail).toBe("89.0 kB gz, goal met");
  });

  it("does not hold noindex sign-in pages to the SEO target", () => {
    const v = judgeCategories({ performance: 0.9, accessibility: 1, "best-practices": 1, seo: 0.6 }, "signIn");
    expect(v.map((x) => x.id)).toEqual(["performance", "accessibility", "best-practices"]);
  });

  it("takes the sign-in library's files from the build's chunk map, not from old hashed files in public/", () => {
    const chunkMap = {
      app: ["/app-1.js"],
      "cognito-library": ["/cognito-library-d41a8cf9b7beb6fd851b.js", "/cognito-library-d41a8cf9b7beb6fd851b.css"],
    };
    expect(onFirstUseFiles(chunkMap)).toEqual(["/cognito-library-d41a8cf9b7beb6fd851b.js"]);
    expect(onFirstUseFiles({ app: ["/app-1.js"] })).toEqual([]);
    expect(onFirstUseFiles(null)).toEqual([]);
  });

  it("judges categories on Lighthouse's 0..100 scale", () => {
    const v = judgeCategories({ performance: 0.95, accessibility: 0.99, "best-practices": 1, seo: null });
    expect(v.map((x) => x.pass)).toEqual([true, false, true, false]);
  });

  it("gzip -9 sizes are smaller than the input for text", () => {
    const text = "function f(){return 1}\n".repeat(200);
    expect(gzipSize(text)).toBeLessThan(text.length / 10);
  });
});
