// The week in the reader's browser, on Korea's clock whatever the browser's time zone: marks
// today, shows the next start of each category from the page's own data, and keeps the
// homework board's check marks until the game's reset clears them (daily at 06:00 KST, weekly
// on Wednesday at 06:00 KST; the same rule as Planning/GameResets.swift). Without JavaScript
// the pages are complete static schedules; this only adds.
(() => {
  const hour = 3600 * 1000, day = 24 * hour;
  // 06:00 KST is 21:00 UTC the day before: a game day is [21:00 UTC, 21:00 UTC).
  const gameDay = (t) => Math.floor((t + 3 * hour) / day);
  const dayStart = (t) => gameDay(t) * day - 3 * hour;
  // Day 0 (1970-01-01) was a Thursday; Wednesday is 6 days after any Thursday.
  const weekStart = (t) => (gameDay(t) - (((gameDay(t) - 6) % 7) + 7) % 7) * day - 3 * hour;
  const resetStart = (kind, t) => (kind === "weekly" ? weekStart(t) : dayStart(t));
  const kst = (t) => new Date(t + 9 * hour);

  function markToday(now) {
    const today = kst(now).toISOString().slice(0, 10);
    document.querySelectorAll("[data-day]").forEach((element) => {
      const isToday = element.dataset.day === today;
      element.classList.toggle("today", isToday);
      if (isToday) element.setAttribute("aria-current", "date");
      else element.removeAttribute("aria-current");
    });
  }

  function showNext(now) {
    document.querySelectorAll(".week-glance").forEach((glance) => {
      const weekdays = (glance.dataset.weekdays || "").split(" ");
      const list = glance.querySelector(".next-up");
      // A calendar of a week that is over says so and when this week's comes (the build may
      // have said it already); it has no next start.
      const over = glance.dataset.ends && Number(glance.dataset.ends) * 1000 <= now;
      const past = glance.querySelector(".week-past");
      if (past && over) past.hidden = false;
      if (list && over) list.hidden = true;
      if (!list || over) return;
      list.querySelectorAll("li[data-starts]").forEach((item) => {
        const next = item.dataset.starts.split(" ").map(Number).filter((s) => s * 1000 > now).sort((a, b) => a - b)[0];
        if (next === undefined) return; // the template's words say there is none this week
        const at = kst(next * 1000);
        const two = (n) => String(n).padStart(2, "0");
        item.querySelector(".next-time").textContent =
          `${at.getUTCMonth() + 1}/${at.getUTCDate()} (${weekdays[at.getUTCDay()] || ""}) ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
      });
      list.hidden = false;
    });
  }

  // Keys carry the page's folder, so two sites on one host (GitHub Pages project sites share
  // an origin) keep their own marks. A key names what the tick is about (a character's raid,
  // bonus loot or daily, the roster content of an account's leading character), never a
  // place on the board, which moves when levels do.
  const prefix = "loas:" + location.pathname.replace(/[^/]*$/, "") + ":";
  // A tick holds in the game day (daily) or week (weekly) it was made in, and only then: one
  // from a later day or week than now was stamped by a clock running ahead, or written by
  // hand, and would otherwise count until that time came.
  const holds = (kind, t, now) => Number.isFinite(t) && resetStart(kind, t) === resetStart(kind, now);

  // Ticks that storage refused (full, or off in private mode): kept for this visit, so the
  // refresh does not undo them, and said once by the page's own hidden note.
  const unsaved = new Map();
  let toldUnsaved = false;
  function tellUnsaved() {
    if (toldUnsaved) return;
    toldUnsaved = true;
    document.querySelectorAll(".ticks-unsaved").forEach((note) => { note.hidden = false; });
  }
  // When a tick was made; null for none, NaN for something else stored under its key.
  function read(key) {
    if (unsaved.has(key)) return unsaved.get(key);
    try {
      const value = localStorage.getItem(prefix + key);
      return value === null ? null : Number(JSON.parse(value)?.t);
    } catch { return NaN; }
  }
  // `t` null unticks.
  function write(key, t) {
    try {
      if (t === null) localStorage.removeItem(prefix + key);
      else localStorage.setItem(prefix + key, JSON.stringify({ t }));
      unsaved.delete(key);
    } catch {
      unsaved.set(key, t);
      if (t !== null) tellUnsaved();
    }
  }

  function restoreChecks(now) {
    document.querySelectorAll("input[data-task]").forEach((box) => {
      const t = read(box.dataset.task);
      const kept = holds(box.dataset.reset, t, now);
      if (!kept && t !== null) write(box.dataset.task, null);
      box.checked = kept;
    });
  }

  // Roster content was once ticked under the account's place on the board ("account-2|roster|…"),
  // which another account takes when its leader overtakes: such a tick cannot be told to be
  // this account's, so it goes rather than show on the wrong one.
  function dropPlaceKeys() {
    try {
      const byPlace = /^account-\d+\|roster\|/;
      for (let i = localStorage.length - 1; i >= 0; i--) {
        const key = localStorage.key(i);
        if (key?.startsWith(prefix) && byPlace.test(key.slice(prefix.length))) localStorage.removeItem(key);
      }
    } catch { /* storage off: nothing was kept */ }
  }

  const remember = (box) => write(box.dataset.task, box.checked ? Date.now() : null);

  // The homework board's ledger: the ticked raids' gold, less the bonus loot bought, summed
  // for each character, account and the whole board; what is not ticked yet remains. Bonus
  // loot is paid from the raid's bound gold first, then from its tradable gold.
  function ledger() {
    const format = (n) => Math.round(n).toLocaleString("en-US");
    document.querySelectorAll("[data-ledger]").forEach((scope) => {
      let earned = 0, bound = 0, remaining = 0;
      scope.querySelectorAll("input[data-gold]").forEach((box) => {
        const gold = Number(box.dataset.gold) || 0, boxBound = Number(box.dataset.bound) || 0;
        if (!box.checked) { remaining += gold; return; }
        const bonusBox = box.closest("li")?.querySelector("input[data-bonus]");
        const bonus = bonusBox?.checked ? Number(bonusBox.dataset.bonus) || 0 : 0;
        earned += gold - bonus;
        bound += boxBound - Math.min(boxBound, bonus);
      });
      const sums = { earned, "earned-bound": bound, "earned-tradable": earned - bound, remaining };
      scope.querySelectorAll("[data-sum]").forEach((element) => {
        if (element.closest("[data-ledger]") === scope) element.textContent = format(sums[element.dataset.sum] ?? 0);
      });
      scope.querySelectorAll(".ledger-sum").forEach((element) => {
        if (element.closest("[data-ledger]") === scope) element.hidden = false;
      });
    });
  }

  // The front page's today strip: the reader's day in Korea, what starts next with a
  // countdown, and the time left to the resets. The words come from the page's attributes.
  function showToday(now) {
    document.querySelectorAll(".today-strip").forEach((strip) => {
      const today = kst(now).toISOString().slice(0, 10);
      // A week that is over has no next start: the strip says so and when this week's comes.
      const over = Boolean(strip.dataset.ends) && Number(strip.dataset.ends) * 1000 <= now;
      const past = strip.querySelector(".strip-past");
      if (past && over) past.hidden = false;
      const days = Array.from(strip.querySelectorAll("[data-today]"));
      if (days.some((block) => block.dataset.today === today)) days.forEach((block) => { block.hidden = block.dataset.today !== today; });
      const [dayUnit, hourUnit, minuteUnit] = (strip.dataset.units || "").split(" ");
      const left = (at) => {
        const minutes = Math.floor((at - now) / 60000);
        if (minutes < 1) return strip.dataset.soon || "";
        const d = Math.floor(minutes / 1440), h = Math.floor((minutes % 1440) / 60), m = minutes % 60;
        const parts = d > 0 ? [`${d}${dayUnit}`, `${h}${hourUnit}`] : h > 0 ? [`${h}${hourUnit}`, `${m}${minuteUnit}`] : [`${m}${minuteUnit}`];
        return `${parts.join(" ")} ${strip.dataset.after || ""}`.trim();
      };
      // The first start still ahead of every item, and every item that starts then.
      let next = Infinity, what = [];
      strip.querySelectorAll("[data-starts]").forEach((item) => {
        const at = item.dataset.starts.split(" ").map((s) => Number(s) * 1000).filter((t) => t > now).sort((a, b) => a - b)[0];
        if (at === undefined || at > next) return;
        const label = [item.dataset.category, item.dataset.names].filter(Boolean).join(" ");
        if (at < next) { next = at; what = []; }
        if (!what.includes(label)) what.push(label);
      });
      const box = strip.querySelector(".today-next");
      if (box) box.hidden = over;
      if (box && !over) {
        const countdown = box.querySelector(".countdown");
        if (next === Infinity) {
          box.querySelector(".next-what").textContent = strip.dataset.none || "";
          box.querySelector(".next-at").textContent = "";
          countdown.hidden = true;
        } else {
          const at = kst(next), two = (n) => String(n).padStart(2, "0");
          const weekdays = (strip.dataset.weekdays || "").split(" ");
          const dayLabel = at.toISOString().slice(0, 10) === today ? "" : `${at.getUTCMonth() + 1}/${at.getUTCDate()} (${weekdays[at.getUTCDay()] || ""}) `;
          box.querySelector(".next-what").textContent = what.join(" · ");
          box.querySelector(".next-at").textContent = `${dayLabel}${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
          countdown.textContent = left(next);
          countdown.hidden = false;
        }
      }
      const resets = { daily: dayStart(now) + day, weekly: weekStart(now) + 7 * day };
      strip.querySelectorAll("[data-reset-left]").forEach((element) => {
        const at = resets[element.dataset.resetLeft];
        if (at) element.textContent = left(at);
      });
    });
  }

  // The front page's share of the week's gold: the homework board's gold ticks (same keys,
  // same folder), less the bonus loot bought, against the gold the board plans.
  function goldProgress(now) {
    document.querySelectorAll("[data-gold-planned]").forEach((section) => {
      const ticked = (key) => holds("weekly", read(key), now);
      let earned = 0;
      section.querySelectorAll("[data-gold-task]").forEach((task) => {
        if (!ticked(task.dataset.goldTask)) return;
        earned += (Number(task.dataset.gold) || 0) - (task.dataset.bonusTask && ticked(task.dataset.bonusTask) ? Number(task.dataset.bonus) || 0 : 0);
      });
      const planned = Number(section.dataset.goldPlanned) || 0;
      const bar = section.querySelector("progress");
      if (bar) { bar.value = Math.min(Math.max(earned, 0), planned); bar.hidden = false; }
      const shown = section.querySelector("[data-gold-earned]");
      if (shown) shown.textContent = Math.round(earned).toLocaleString("en-US");
      const percent = section.querySelector("[data-gold-percent]");
      if (percent) percent.textContent = String(planned > 0 ? Math.floor((Math.max(earned, 0) / planned) * 100) : 0);
      section.querySelector(".gold-earned")?.removeAttribute("hidden");
    });
  }

  document.addEventListener("change", (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.dataset.task) return;
    remember(box);
    // Bonus loot is bought in a cleared raid: ticking it ticks the raid, and the other way.
    const item = box.closest("li");
    const raid = item?.querySelector("input[data-gold]"), bonus = item?.querySelector("input[data-bonus]");
    if (raid && bonus && box === bonus && bonus.checked && !raid.checked) { raid.checked = true; remember(raid); }
    if (raid && bonus && box === raid && !raid.checked && bonus.checked) { bonus.checked = false; remember(bonus); }
    ledger();
  });

  function refresh() {
    const now = Date.now();
    markToday(now);
    showNext(now);
    restoreChecks(now);
    ledger();
    showToday(now);
    goldProgress(now);
  }
  // The tick link (tick-link.js) carries ticks to another browser through these, so a tick
  // it brings is kept, held and counted as one made here.
  globalThis.loasTicks = { read, write, holds, refresh };
  dropPlaceKeys();
  refresh();
  // A page left open across a reset clears its marks and moves "next" on; the countdowns
  // count minutes, so a quarter of one keeps them right.
  setInterval(refresh, 15 * 1000);
})();
