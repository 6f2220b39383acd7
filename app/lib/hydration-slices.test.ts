import { afterEach, describe, expect, it, vi } from "vitest";
import { firstRenderInSlices, inSlices, isHydratingSlice, laterSlice } from "./hydration-slices";

const marked = vi.fn();
vi.stubGlobal("document", { documentElement: { setAttribute: marked } });
afterEach(() => marked.mockClear());

describe("hydration in slices", () => {
  it("renders at once outside the first render", () => {
    expect(inSlices()).toBe(false);
    expect(laterSlice()).toBeNull();
    expect(isHydratingSlice()).toBe(false);
  });

  it("resumes the parts in page order, one a task, then marks the page hydrated", async () => {
    const order: string[] = [];
    const hydratingWhenResumed: boolean[] = [];
    firstRenderInSlices(() => {
      expect(isHydratingSlice()).toBe(true);
      for (const part of ["gallery", "tabs", "footer"]) {
        void laterSlice()!.then(() => {
          order.push(part);
          hydratingWhenResumed.push(isHydratingSlice());
        });
      }
    });
    expect(order).toEqual([]);
    expect(marked).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(marked).toHaveBeenCalledWith("data-hydrated", ""));
    expect(order).toEqual(["gallery", "tabs", "footer"]);
    expect(hydratingWhenResumed).toEqual([true, true, true]);
    expect(isHydratingSlice()).toBe(false);
  });

  it("marks a page with no later parts hydrated after its first render", () => {
    firstRenderInSlices(() => undefined);
    expect(marked).toHaveBeenCalledWith("data-hydrated", "");
  });
});
