import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { todayInKolkata } from "@/lib/format";
import { renderUi } from "@/test/render";
import { aListedWork } from "@/test/work-samples";
import { WorkCard, type WorkCardActions } from "../components/admin-work-card";

const actions = (): WorkCardActions => ({
  onView: vi.fn(),
  onEdit: vi.fn(),
  onTogglePublish: vi.fn(),
  onComplete: vi.fn(),
  onDelete: vi.fn(),
  busy: false,
});

function openMenu() {
  fireEvent.click(screen.getByRole("button", { name: /^More actions for/ }));
}

describe("the admin's work card", () => {
  it("puts a draft's Publish on the card, and never offers Complete on a future draft", () => {
    const a = actions();
    renderUi(<WorkCard work={aListedWork({ is_published: false, date: "2099-01-01" })} actions={a} />);
    const card = screen.getByRole("article");
    fireEvent.click(within(card).getByRole("button", { name: "Publish Sree Hall" }));
    expect(a.onTogglePublish).toHaveBeenCalledOnce();
    openMenu();
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Complete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
  });

  it("keeps Complete off a draft even on its day", () => {
    renderUi(
      <WorkCard work={aListedWork({ is_published: false, date: todayInKolkata() })} actions={actions()} />,
    );
    openMenu();
    expect(screen.queryByRole("button", { name: "Complete" })).toBeNull();
  });

  it("a published work on its day: Unpublish and Complete in the menu, no Publish button", () => {
    const a = actions();
    renderUi(<WorkCard work={aListedWork({ is_published: true, date: todayInKolkata() })} actions={a} />);
    expect(screen.queryByRole("button", { name: "Publish Sree Hall" })).toBeNull();
    openMenu();
    expect(screen.getByRole("button", { name: "Unpublish" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Complete" }));
    expect(a.onComplete).toHaveBeenCalledOnce();
  });

  it("a published future work offers no Complete", () => {
    renderUi(<WorkCard work={aListedWork({ is_published: true, date: "2099-01-01" })} actions={actions()} />);
    openMenu();
    expect(screen.getByRole("button", { name: "Unpublish" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Complete" })).toBeNull();
  });
});
