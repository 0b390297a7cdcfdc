// Lets a reader sort a table.sortable by any column. Without JavaScript the table keeps
// the order LOAS built it in (item level, highest first), so this only adds. A table in
// groups (one tbody each, headed by a row with a th scope="rowgroup", as the roster's servers)
// is sorted within each group, its heading row kept first.
const isGroupHead = (row) => row.querySelector('th[scope="rowgroup"]') !== null;

document.querySelectorAll("table.sortable").forEach((table) => {
  const headers = Array.from(table.tHead.rows[0].cells);
  headers.forEach((header, column) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "sort";
    button.append(...header.childNodes);
    header.append(button);
    button.addEventListener("click", () => {
      const descending = header.getAttribute("aria-sort") !== "descending";
      headers.forEach((other) => other.removeAttribute("aria-sort"));
      header.setAttribute("aria-sort", descending ? "descending" : "ascending");
      const numeric = header.dataset.type === "number";
      const key = (row) => {
        const cell = row.cells[column];
        // A cell may hold more than its key (a name cell its last change): data-value is the key.
        return numeric ? Number(cell.dataset.value ?? cell.textContent) : (cell.dataset.value ?? cell.textContent).trim();
      };
      Array.from(table.tBodies).forEach((body) => {
        const rows = Array.from(body.rows).filter((row) => !isGroupHead(row)).sort((a, b) => {
          const x = key(a), y = key(b);
          const order = numeric ? x - y : x.localeCompare(y, "ko");
          return descending ? -order : order;
        });
        body.append(...rows);
      });
    });
  });
});

// Filters rows by name as the reader types (an input with data-filter-rows naming the rows);
// the input shows only when this script runs, so without JavaScript nothing is offered. An
// element marked data-filter-group (a server's rows, an account) hides when none of its rows
// is left.
document.querySelectorAll("input[data-filter-rows]").forEach((input) => {
  const rows = Array.from(document.querySelectorAll(input.dataset.filterRows));
  const groups = Array.from(document.querySelectorAll("[data-filter-group]"));
  input.closest("[hidden]")?.removeAttribute("hidden");
  input.addEventListener("input", () => {
    const wanted = input.value.trim().toLowerCase();
    rows.forEach((row) => {
      const name = (row.cells[0].dataset.value ?? row.cells[0].textContent).toLowerCase();
      row.hidden = wanted !== "" && !name.includes(wanted);
    });
    groups.forEach((group) => {
      const inside = rows.filter((row) => group.contains(row));
      group.hidden = inside.length > 0 && inside.every((row) => row.hidden);
    });
  });
});

// Sorts the front page's character cards by item level, combat power (highest first) or
// name; without JavaScript the buttons stay hidden and the cards keep the built order
// (the main character first).
document.querySelectorAll("[data-sort-cards]").forEach((list) => {
  const bar = list.parentElement.querySelector(".card-sort");
  if (!bar) return;
  const buttons = Array.from(bar.querySelectorAll("button[data-sort-by]"));
  const value = { itemLevel: (card) => Number(card.dataset.itemLevel), combatPower: (card) => Number(card.dataset.combatPower) };
  buttons.forEach((button) => {
    button.addEventListener("click", () => {
      const by = button.dataset.sortBy;
      const cards = Array.from(list.children).sort((a, b) =>
        by === "name" ? a.dataset.name.localeCompare(b.dataset.name, "ko") : value[by](b) - value[by](a));
      list.append(...cards);
      buttons.forEach((other) => other.setAttribute("aria-pressed", String(other === button)));
    });
  });
  bar.hidden = false;
});
