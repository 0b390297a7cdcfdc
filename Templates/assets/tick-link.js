// The homework board's tick link: the week's ticks of this browser carried to another (a
// phone's to the desktop's) with no server. The link is the board's own address with the
// ticks after `#ticks=`: a fragment, which a browser never sends, so no server log holds it.
// It holds the moment it was made and the keys of the ticked boxes, as base64url JSON.
//
// A link is a stranger's input: it may only change ticks, and only after the reader says
// so on the page. Only keys of boxes on this board count, only in the week (a daily tick:
// the day) the link was made in; its size is bounded, and what it says reaches the page as
// text, never as markup. The words are the board's own (homework.html).
(() => {
  const ticks = globalThis.loasTicks;
  const ask = document.querySelector(".tick-import");
  const share = document.querySelector(".tick-share");
  if (!ticks || !ask || !share) return;
  const boxes = () => Array.from(document.querySelectorAll("input[data-task]"));
  const mark = "#ticks=";
  // A board holds a few hundred boxes at most; a link longer than this is not one of ours.
  const longest = 32 * 1024, longestKey = 300;
  const hour = 3600 * 1000;

  const encode = (value) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  };
  // The link's ticks, or why there are none to take: "bad" (not a tick link of this board)
  // or "stale" (made in another week than now).
  function parse(raw, now) {
    if (raw.length > longest || !/^[A-Za-z0-9_-]*$/.test(raw)) return { state: "bad" };
    let data;
    try {
      const binary = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
      const text = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
      data = JSON.parse(text);
    } catch { return { state: "bad" }; }
    const all = boxes();
    if (!data || data.v !== 1 || !Number.isFinite(data.t) || !Array.isArray(data.k) || data.k.length > all.length) return { state: "bad" };
    if (!data.k.every((key) => typeof key === "string" && key.length <= longestKey)) return { state: "bad" };
    const made = data.t * 1000;
    if (!ticks.holds("weekly", made, now)) return { state: "stale" };
    const wanted = new Set(data.k);
    // Keys, and none of this board's boxes: a link from somewhere else.
    if (wanted.size > 0 && !all.some((box) => wanted.has(box.dataset.task))) return { state: "bad" };
    // The boxes the link speaks for: every weekly one, and the daily ones if made today.
    const changed = all.filter((box) => ticks.holds(box.dataset.reset, made, now));
    const ticked = new Set(changed.filter((box) => wanted.has(box.dataset.task)).map((box) => box.dataset.task));
    return { state: "ok", made: Math.min(made, now), changed, ticked };
  }

  const show = (selector, on) => ask.querySelectorAll(selector).forEach((element) => { element.hidden = !on; });
  const forget = () => {
    try { history.replaceState(null, "", location.pathname + location.search); } catch { /* the link stays in the address */ }
  };
  let offer = null;
  function offerLink() {
    if (!location.hash.startsWith(mark)) return;
    const now = Date.now();
    offer = parse(location.hash.slice(mark.length), now);
    const at = new Date(offer.made + 9 * hour), two = (n) => String(n).padStart(2, "0");
    ask.querySelector("[data-fill=made]").textContent =
      offer.made ? `${at.getUTCMonth() + 1}/${at.getUTCDate()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}` : "";
    ask.querySelector("[data-fill=count]").textContent = String(offer.ticked?.size ?? 0);
    show(".tick-import-ask", offer.state === "ok");
    show(".tick-import-stale", offer.state === "stale");
    show(".tick-import-bad", offer.state === "bad");
    show(".tick-import-done", false);
    show("[data-import=accept]", offer.state === "ok");
    ask.hidden = false;
    ask.focus();
    if (offer.state !== "ok") forget();
  }
  function settle(accepted) {
    if (accepted && offer?.state === "ok") {
      for (const box of offer.changed) ticks.write(box.dataset.task, offer.ticked.has(box.dataset.task) ? offer.made : null);
      ticks.refresh();
    }
    offer = null;
    forget();
    show(".tick-import-ask, .tick-import-stale, .tick-import-bad, [data-import=accept]", false);
    show(".tick-import-done", accepted);
    ask.hidden = !accepted;
  }
  ask.addEventListener("click", (event) => {
    const choice = event.target instanceof Element ? event.target.closest("[data-import]")?.dataset.import : undefined;
    if (choice) settle(choice === "accept");
  });

  const output = share.querySelector("input");
  share.querySelector(".tick-share-make")?.addEventListener("click", async () => {
    const ticked = boxes().filter((box) => box.checked).map((box) => box.dataset.task);
    output.value = location.href.split("#")[0] + mark + encode({ v: 1, t: Math.floor(Date.now() / 1000), k: Array.from(new Set(ticked)) });
    share.querySelector(".tick-share-out").hidden = false;
    output.select();
    try {
      await navigator.clipboard.writeText(output.value);
      share.querySelector(".tick-share-copied").hidden = false;
    } catch { /* no clipboard here: the link is shown, selected, to copy by hand */ }
  });
  share.hidden = false;

  window.addEventListener("hashchange", offerLink);
  offerLink();
})();
