// The menu's search box: characters (name, class, server) and the site's pages as you type,
// from the index the build writes (search-index.js, a script, as a page opened from disk may
// not fetch a file). A Korean initial consonant matches every syllable it begins, so ㅂㅂㅅㅎㅈ
// finds 별빛수호자, and so does 별ㅂ. ↓ and ↑ move through the results, Enter follows the
// first (or the one focused), Escape clears the box.
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
  const syllable = (c) => { const code = c.codePointAt(0); return code >= first && code <= last ? code - first : -1; };

  // Whether the typed character q stands for the character t of a name. The last one typed
  // may be a syllable still being composed (벼 on the way to 별): it stands for the ones it may become.
  const matches = (q, t, isLast) => {
    if (q === t) return true;
    const s = syllable(t);
    if (s < 0) return false;
    if (initials.includes(q)) return initials[Math.floor(s / 588)] === q;
    const typed = syllable(q);
    return isLast && typed >= 0 && typed % 28 === 0 && Math.floor(typed / 28) === Math.floor(s / 28);
  };
  // Where the query starts in text, or -1.
  const find = (text, query) => {
    const t = Array.from(text.toLowerCase());
    for (let start = 0; start + query.length <= t.length; start++) {
      if (query.every((q, i) => matches(q, t[start + i], i === query.length - 1))) return start;
    }
    return -1;
  };

  const entries = index.characters.map((c) => ({
    name: c.name, href: c.href, fields: [c.name, c.className || '', c.server || ''],
    detail: [c.className, c.server, c.itemLevel].filter(Boolean).join(' · '),
  })).concat(index.pages.map((p) => ({ name: p.title, href: p.href, fields: [p.title], detail: '', isPage: true })));

  // Names before classes before servers, a match at the start first; pages after characters.
  const rank = (entry, query) => {
    for (let i = 0; i < entry.fields.length; i++) {
      const at = find(entry.fields[i], query);
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
    const found = entries.map((entry) => [rank(entry, query), entry]).filter(([r]) => r >= 0)
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
