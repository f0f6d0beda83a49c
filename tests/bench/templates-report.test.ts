// bench:templates: which pages it measures, and how its budgets read the figures.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compareRoute, templatePages } from "../../bench/template-pages";
import { templateBudgets, templatesSection } from "../../bench/templates-report";
import type { LighthouseSummary } from "../../bench/types";

function summary(page: string, tbtMs: number, cls = 0, performance = 1): LighthouseSummary<string> {
  return {
    build: "after",
    page,
    url: `http://localhost:9104/${page.replace(/ /g, "-")}/`,
    runs: 5,
    scores: { performance },
    categoryTitles: { performance: "Performance" },
    metrics: { tbtMs, cls, lcpMs: 900 },
    benchmarkIndex: 3000,
    cpuSlowdown: 5,
    calibrationBenchmarkIndex: 3012,
    errors: [],
  };
}

const vehicle = (stockNumber: string, status = "available") => ({
  year: 2020,
  make: "Honda",
  model: "Civic",
  stockNumber,
  status,
});

describe("the pages bench:templates measures", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-templates-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  it("compares the first three vehicles that are not sold, as a shared link would", () => {
    expect(
      compareRoute([vehicle("A1", "sold"), vehicle("B2"), vehicle("C3", "pending"), vehicle("D4"), vehicle("E5")]),
    ).toBe("/compare/?stock=B2,C3,D4");
    expect(compareRoute([])).toBe("/compare/");
  });

  it("names every template's page, and fails naming the pages a build lacks", () => {
    write("content/vehicles/2020-honda-civic-b2.json", JSON.stringify(vehicle("B2")));
    const routes = ["/", "/inventory/", "/vehicles/", "/vehicles/2020-honda-civic-b2/", "/compare/", "/contact/"];
    for (const route of routes) write(`public${route}index.html`, "<html></html>");
    expect(() => templatePages(path.join(dir, "public"), path.join(dir, "content"))).toThrow(
      /not built: \/financing\/, \/payments\/, .*\/500\//,
    );
    const fixedPages = [
      "financing",
      "payments",
      "trade-in",
      "saved",
      "colors",
      "accessibility",
      "privacy",
      "404",
      "500",
    ];
    for (const route of fixedPages) write(`public/${route}/index.html`, "<html></html>");
    const pages = templatePages(path.join(dir, "public"), path.join(dir, "content"));
    expect(pages.map((page) => page.route)).toEqual([
      "/",
      "/inventory/",
      "/vehicles/",
      "/vehicles/2020-honda-civic-b2/",
      "/compare/?stock=B2",
      "/contact/",
      "/financing/",
      "/payments/",
      "/trade-in/",
      "/saved/",
      "/colors/",
      "/accessibility/",
      "/privacy/",
      "/404/",
      "/500/",
    ]);
    // A bilingual build adds the Spanish twin of every page, and needs them all.
    write("public/es/index.html", "<html></html>");
    expect(() => templatePages(path.join(dir, "public"), path.join(dir, "content"))).toThrow(
      /not built: \/es\/inventory\/, \/es\/vehicles\/, \/es\/vehicles\/2020-honda-civic-b2\/, .*\/es\/500\//,
    );
    for (const route of routes.slice(1)) write(`public/es${route}index.html`, "<html></html>");
    for (const route of fixedPages) write(`public/es/${route}/index.html`, "<html></html>");
    const bilingual = templatePages(path.join(dir, "public"), path.join(dir, "content"));
    expect(bilingual).toHaveLength(30);
    expect(bilingual.slice(15, 18)).toEqual([
      { name: "home (es)", route: "/es/" },
      { name: "inventory (es)", route: "/es/inventory/" },
      { name: "vehicle list (es)", route: "/es/vehicles/" },
    ]);
    expect(bilingual.find((page) => page.name === "vehicle detail (es)")?.route).toBe(
      "/es/vehicles/2020-honda-civic-b2/",
    );
  });
});

describe("issue 27's budgets on one run", () => {
  const passing = [
    summary("contact", 40),
    summary("vehicle detail", 70),
    summary("vehicle list", 55),
    summary("inventory", 45),
    summary("saved", 10),
  ];

  it("holds the heavy pages to the contact page's TBT plus 30 ms, at Performance 100", () => {
    expect(templateBudgets(passing).map((budget) => budget.met)).toEqual([true, true, true, true]);
    const slow = templateBudgets([
      ...passing.filter((s) => s.page !== "vehicle detail"),
      summary("vehicle detail", 70.5),
    ]);
    expect(slow.find((budget) => budget.budget.startsWith("vehicle detail"))?.met).toBe(false);
    const score99 = templateBudgets([
      ...passing.filter((s) => s.page !== "inventory"),
      summary("inventory", 20, 0, 0.99),
    ]);
    expect(score99.find((budget) => budget.budget.startsWith("inventory"))?.met).toBe(false);
  });

  it("holds the Spanish pages to Performance 97 and 100 in the other categories (issue 28)", () => {
    const spanish = (page: string, performance: number, seo = 1) => ({
      ...summary(page, 30, 0, performance),
      scores: { performance, accessibility: 1, "best-practices": 1, seo },
      categoryTitles: { accessibility: "Accessibility", "best-practices": "Best Practices", seo: "SEO" },
    });
    const budgetOf = (pages: LighthouseSummary<string>[]) => templateBudgets([...passing, ...pages]).at(-1);
    expect(budgetOf([spanish("home (es)", 0.98), spanish("inventory (es)", 0.97)])).toEqual({
      budget: "Spanish pages: Performance >= 97, Accessibility, Best Practices, SEO 100",
      measured:
        "home (es): Performance 98, Accessibility 100, Best Practices 100, SEO 100; " +
        "inventory (es): Performance 97, Accessibility 100, Best Practices 100, SEO 100",
      met: true,
    });
    expect(budgetOf([spanish("home (es)", 0.96)])?.met).toBe(false);
    expect(budgetOf([spanish("home (es)", 1, 0.92)])?.met).toBe(false);
    expect(templateBudgets(passing)).toHaveLength(4);
  });

  it("names every page that shifts", () => {
    const [clsBudget] = templateBudgets([...passing, summary("compare", 20, 0.029)]);
    expect(clsBudget).toEqual({ budget: "CLS 0 on every template", measured: "compare 0.029", met: false });
  });

  it("cannot judge a heavy page without the contact page", () => {
    const budgets = templateBudgets(passing.filter((s) => s.page !== "contact"));
    expect(budgets.slice(1).map((budget) => budget.met)).toEqual([undefined, undefined, undefined]);
  });

  it("reports each page beside its figures before the change", () => {
    const lines = templatesSection({
      runs: 5,
      commit: "abc1234",
      after: passing,
      before: { commit: "def5678", summaries: [summary("contact", 50), summary("vehicle detail", 150)] },
      loadAverage: [0.5, 0.4, 0.3],
      date: "2026-11-25",
    }).join("\n");
    expect(lines).toContain(
      "| vehicle detail | `/vehicle-detail/` | 5 | 100 | 70.0 ms | +30.0 ms | 0.000 | 900 ms | 3000 | 5.00x (index 3,012) | 100 | 150 ms | +100 ms | 0.000 |",
    );
    expect(lines).toContain(
      "| saved | `/saved/` | 5 | 100 | 10.0 ms | -30.0 ms | 0.000 | 900 ms | 3000 | 5.00x (index 3,012) | n/a | n/a | n/a | n/a |",
    );
    expect(lines).toContain("(before: def5678)");
  });
});
