import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The path rules of eslint.config.js, applied to a one-line import in a given file. */
async function pathErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(
    `import * as probe from "${specifier}";\nexport { probe };\n`,
    {
      filePath,
    },
  );
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("the layers below the features", () => {
  it("keeps the site's frame and app/lib to a feature's public surface", async () => {
    for (const file of ["app/components/layout/probe.tsx", "app/lib/probe.ts"]) {
      expect(await pathErrors(file, "~/features/shop/orders/order-pricing"), file).toHaveLength(1);
      expect(await pathErrors(file, "~/features/tours/catalogue/tour-catalogue.server"), file).toHaveLength(
        1,
      );
      expect(await pathErrors(file, "~/features/tours/destinations"), file).toEqual([]);
      expect(await pathErrors(file, "~/features/shop/shop-schema"), file).toEqual([]);
    }
  });

  it("lets db/ import domain/ but nothing of app/", async () => {
    expect(await pathErrors("db/schema/probe.ts", "../../app/lib/money")).toHaveLength(1);
    expect(await pathErrors("db/probe.ts", "../app/features/shop/shop-schema")).toHaveLength(1);
    expect(await pathErrors("db/schema/probe.ts", "../../domain/booking-values")).toEqual([]);
  });

  it("lets domain/ import nothing of the project", async () => {
    expect(await pathErrors("domain/probe.ts", "../app/lib/money")).toHaveLength(1);
    expect(await pathErrors("domain/probe.ts", "../db/schema")).toHaveLength(1);
    expect(await pathErrors("domain/probe.ts", "./booking-values")).toEqual([]);
  });
}, 120_000);
