// The menu's search box: characters (name, class, server) and the site's pages as you type,
// from the index the build writes (search-index.js, a script, as a page opened from disk may
// not fetch a file). A Korean initial consonant matches every syllable it begins, so ㅂㅂㅅㅎㅈ
// finds 별빛수호자, and so does 별ㅂ; a syllable still being composed matches what it may
// become, so 볇 (on the way to 별빛) and 별빛숳 find it too. ↓ and ↑ move through the results,
// Enter follows the first (or the one focused), Escape clears the box.
(() => {
  const box = document.querySelector('.site-search');
  const input = document.getElementById('site-search');
  const list = document.getElementById('site-search-results');
  const status = document.getElementById('site-search-count');
  const index = globalThis.loasSearchIndex;
  if (!box || !input || !list || !status || !index) return;
  const root = box.dataset.root || '';

  // Hangul syllables are U+AC00 + (initial × 21 + medial) × 28 + final.
  const first = 0xac00, last = 0xd7a3;
  const initials = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
  const finals = 'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'; // final 0 is none
  const syllable = (c) => { const code = c.codePointAt(0); return code >= first && code <= last ? code - first : -1; };
  const parts = (s) => ({ initial: Math.floor(s / 588), medial: Math.floor(s / 28) % 21, final: s % 28 });
  // What the keyboard may still add: a vowel to ㅗ, ㅜ or ㅡ (고 → 과), a consonant to a
  // final (달 → 닭); and a double final is a final and the next syllable's first consonant.
  const longerMedials = { 8: [9, 10, 11], 13: [14, 15, 16], 18: [19] };
  const longerFinals = { 1: [3], 4: [5, 6], 8: [9, 10, 11, 12, 13, 14, 15], 17: [18] };
  const doubleFinals = {
    3: [1, 'ㅅ'], 5: [4, 'ㅈ'], 6: [4, 'ㅎ'], 9: [8, 'ㄱ'], 10: [8, 'ㅁ'], 11: [8, 'ㅂ'], 12: [8, 'ㅅ'], 13: [8, 'ㅌ'],
    14: [8, 'ㅍ'], 15: [8, 'ㅎ'], 18: [17, 'ㅅ'],
  };

  // A typed character stands for itself, and an initial consonant for every syllable it begins.
  const typed = (q) => (t) => q === t || (initials.includes(q) && syllable(t) >= 0 && initials[parts(syllable(t)).initial] === q);
  // The last character typed may be a syllable still being composed: it stands for the ones it
  // may become, in one syllable (벼 for 별, 달 for 닭) or two, the final consonant going on
  // to start the next (볇 for 별빛, 숳 for 수호, 닭 for 달그).
  const composing = (q) => {
    const s = syllable(q), ways = [[typed(q)]];
    if (s < 0) return ways;
    const { initial, medial, final } = parts(s);
    const becomes = (t) => {
      const u = syllable(t);
      if (u < 0) return false;
      const p = parts(u);
      if (p.initial !== initial) return false;
      if (final === 0) return p.medial === medial || (longerMedials[medial] || []).includes(p.medial);
      return p.medial === medial && (p.final === final || (longerFinals[final] || []).includes(p.final));
    };
    ways.push([becomes]);
    if (final > 0) {
      const [kept, moved] = doubleFinals[final] ?? [0, finals[final - 1]];
      ways.push([typed(String.fromCodePoint(q.codePointAt(0) - final + kept)), typed(moved)]);
    }
    return ways;
  };
  // Where the query starts in text, or -1: each of the ways the query may be read is tried.
  const find = (text, ways) => {
    const t = Array.from(text.toLowerCase());
    let best = -1;
    for (const way of ways) {
      for (let start = 0; start + way.length <= t.length && (best < 0 || start < best); start++) {
        if (way.every((matches, i) => matches(t[start + i]))) { best = start; break; }
      }
    }
    return best;
  };
  // The typed query as the ways it may be read: all but its last character as typed.
  const readings = (query) => {
    const head = query.slice(0, -1).map(typed);
    return composing(query[query.length - 1]).map((tail) => head.concat(tail));
  };

  const entries = index.characters.map((c) => ({
    name: c.name, href: c.href, fields: [c.name, c.className || '', c.server || ''],
    detail: [c.className, c.server, c.itemLevel].filter(Boolean).join(' · '),
  })).concat(index.pages.map((p) => ({ name: p.title, href: p.href, fields: [p.title], detail: '', isPage: true })));

  // Names before classes before servers, a match at the start first; pages after characters.
  const rank = (entry, ways) => {
    for (let i = 0; i < entry.fields.length; i++) {
      const at = find(entry.fields[i], ways);
      if (at >= 0) return (entry.isPage ? 10 : 0) + i * 2 + (at === 0 ? 0 : 1);
    }
    return -1;
  };

  const links = () => Array.from(list.querySelectorAll('a'));
  const show = () => {
    const query = Array.from(input.value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase());
    list.replaceChildren();
    if (query.length === 0) {
      list.hidden = true;
      status.textContent = '';
      return;
    }
    const ways = readings(query);
    const found = entries.map((entry) => [rank(entry, ways), entry]).filter(([r]) => r >= 0)
      .sort((a, b) => a[0] - b[0]).map(([, entry]) => entry);
    for (const entry of found) {
      const link = document.createElement('a');
      link.href = root + entry.href;
      link.textContent = entry.name;
      if (entry.detail) {
        const detail = document.createElement('span');
        detail.className = 'search-detail';
        detail.textContent = entry.detail;
        link.append(' ', detail);
      }
      const item = document.createElement('li');
      item.append(link);
      list.append(item);
    }
    if (found.length === 0) {
      const item = document.createElement('li');
      item.className = 'search-none';
      item.textContent = index.words.none;
      list.append(item);
    }
    status.textContent = found.length ? index.words.found.replace('{count}', String(found.length)) : index.words.none;
    list.hidden = false;
  };
  const clear = () => {
    input.value = '';
    show();
    input.focus();
  };

  input.addEventListener('input', show);
  input.addEventListener('focus', () => { if (input.value.trim()) show(); });
  input.addEventListener('keydown', (event) => {
    const found = links();
    if (event.key === 'ArrowDown' && found.length) {
      event.preventDefault();
      found[0].focus();
    } else if (event.key === 'Enter' && found.length) {
      event.preventDefault();
      location.href = found[0].href;
    } else if (event.key === 'Escape') {
      event.preventDefault();
      clear();
    }
  });
  list.addEventListener('keydown', (event) => {
    const found = links(), at = found.indexOf(document.activeElement);
    if (event.key === 'ArrowDown' && at + 1 < found.length) {
      event.preventDefault();
      found[at + 1].focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      (at > 0 ? found[at - 1] : input).focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      clear();
    }
  });
  // The results close when focus leaves the box (a tap elsewhere), and open again on its return.
  box.addEventListener('focusout', (event) => {
    if (!box.contains(event.relatedTarget)) list.hidden = true;
  });
})();
