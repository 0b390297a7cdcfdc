"""The demo's pictures: simple SVG drawings made here (no game art), one per picture address
the demo's pages show, at the file LOAS looks for it in a snapshot folder:
https://HOST/PATH?QUERY -> images/HOST/PATH%3FQUERY (query percent-encoded; ImageAddress.mirrorPath).

Which addresses: the same fields as Sources/LostArkAPI/PictureURLs.swift (a Swift test checks
that every picture of the demo site is one of these)."""
import hashlib, json, os, re

PALETTE = ["#f99200", "#ce43fc", "#00b0fa", "#8df901", "#3cf2e6", "#fa5d00", "#e3c7a1", "#ffd200"]

# category (the folder after efui_iconatlas/) -> (background, glyph path on a 64-unit grid)
RING = "M32 14a18 18 0 1 0 .1 0zm0 7a11 11 0 1 1-.1 0z M32 6l5 6h-10z"
BLADE = "M44 8l12 0 0 12-24 24 6 6-5 5-6-6-8 8-6-6 8-8-6-6 5-5 6 6z"
GEM = "M22 12h20l12 14-22 28-22-28z M22 12l10 14 10-14 M10 26h44"
CARD = "M18 8h28a4 4 0 0 1 4 4v40a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4V12a4 4 0 0 1 4-4zm14 12l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z"
BURST = "M32 6l6 16 17-4-12 13 12 13-17-4-6 16-6-16-17 4 12-13-12-13 17 4z"
BOOK = "M12 12h18a4 4 0 0 1 2 1 4 4 0 0 1 2-1h18v40H34a4 4 0 0 0-2 1 4 4 0 0 0-2-1H12z M32 14v38"
NODE = "M32 8a8 8 0 1 1-.1 0zM14 40a8 8 0 1 1-.1 0zM50 40a8 8 0 1 1-.1 0zM30 22h4v8l12 8-2 3-12-8-12 8-2-3 12-8z"
ISLAND = "M6 48c8-10 18-14 26-14s18 4 26 14z M30 34V14 M30 14c-8 0-14 4-16 8 6-2 11-2 16 0 5-2 10-2 16 0-2-4-8-8-16-8z"
FLAG = "M16 8h4v48h-4z M20 10h28l-6 9 6 9H20z"
COIN = "M32 10a22 22 0 1 0 .1 0zm0 6a16 16 0 1 1-.1 0z M28 22h8v20h-8z"
TOKEN = "M32 8l22 24-22 24-22-24z M32 18l12 14-12 14-12-14z"
CHEST = "M10 26h44v26H10z M14 14h36l4 12H10z M28 30h8v10h-8z"
DIAMOND = "M32 10l22 22-22 22-22-22z"

CATEGORIES = {
    "acc": ("#2a2036", RING), "ifm_item": ("#1f2a36", BLADE), "if_item": ("#1f2a36", BLADE),
    "use": ("#20302c", GEM), "card_legend": ("#36301f", CARD), "ifm_skill": ("#2e1f1f", BURST),
    "ability": ("#1f2436", BOOK), "buff": ("#1f2436", BOOK), "achieve": ("#2d2a1c", FLAG),
    "island_icon": ("#1c2d2a", ISLAND), "money": ("#33301a", COIN), "tokenitem": ("#252033", TOKEN),
    "etc": ("#2b2b2b", CHEST), "shop_icon": ("#2b2b2b", CHEST),
}


def mirror_path(url):
    m = re.match(r"https?://([^/?#]+)([^?#]*)(?:\?([^#]*))?", url)
    host, path, query = m.group(1).lower(), m.group(2), m.group(3)
    if query:
        path += "%3F" + "".join(
            chr(b) if chr(b).isascii() and (chr(b).isalnum() or chr(b) in "-._~") else "%%%02X" % b
            for b in query.encode())
    return "images/" + host + path


def shade(url):
    return PALETTE[int(hashlib.sha256(url.encode()).hexdigest(), 16) % len(PALETTE)]


def icon(url):
    m = re.search(r"efui_iconatlas/([^/]+)/", url)
    category = m.group(1) if m else ""
    if category.startswith("ark_passive"):
        background, glyph = "#1c2a1f", NODE
    else:
        background, glyph = CATEGORIES.get(category, ("#26262b", DIAMOND))
    colour = shade(url)
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">'
            '<rect width="64" height="64" rx="8" fill="%s"/>'
            '<path d="%s" fill="%s" fill-rule="evenodd" stroke="%s" stroke-width="1.5" stroke-linejoin="round"/>'
            '</svg>\n') % (background, glyph, colour, colour)


def portrait(url):
    cape, skin = shade(url), "#d9c2a7"
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 330" width="280" height="330">'
            '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">'
            '<stop offset="0" stop-color="#2a2d38"/><stop offset="1" stop-color="#14161c"/></linearGradient></defs>'
            '<rect width="280" height="330" fill="url(#g)"/>'
            '<path d="M140 118c-46 0-70 40-78 212h156c-8-172-32-212-78-212z" fill="%s"/>'
            '<path d="M108 150h64l14 180H94z" fill="#3b3f4c"/>'
            '<circle cx="140" cy="82" r="38" fill="%s"/>'
            '<path d="M100 78c2-32 22-50 40-50s38 18 40 50c-12-14-26-20-40-20s-28 6-40 20z" fill="#2b2118"/>'
            '</svg>\n') % (cape, skin)


def banner(url):
    a, b = shade(url), shade(url + "#")
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 200" width="640" height="200">'
            '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">'
            '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="#14161c"/></linearGradient></defs>'
            '<rect width="640" height="200" rx="12" fill="url(#g)"/>'
            '<circle cx="520" cy="100" r="70" fill="%s" fill-opacity=".35"/>'
            '<path d="M80 140l40-70 40 70z M150 140l30-50 30 50z" fill="#ffffff" fill-opacity=".25"/>'
            '</svg>\n') % (a, b)


def armory_urls(a):
    """PictureURLs.armory."""
    def items(v):
        return v if isinstance(v, list) else []
    urls = [(a.get("ArmoryProfile") or {}).get("CharacterImage")]
    urls += [e.get("Icon") for e in items(a.get("ArmoryEquipment"))]
    urls += [g.get("Icon") for g in items((a.get("ArmoryGem") or {}).get("Gems"))]
    urls += [c.get("Icon") for c in items((a.get("ArmoryCard") or {}).get("Cards"))]
    for s in items(a.get("ArmorySkills")):
        urls += [s.get("Icon"), (s.get("Rune") or {}).get("Icon")]
    engraving = a.get("ArmoryEngraving") or {}
    urls += [e.get("Icon") for e in items(engraving.get("Engravings"))]
    urls += [e.get("Icon") for e in items(engraving.get("Effects"))]
    urls += [e.get("Icon") for e in items((a.get("ArkPassive") or {}).get("Effects"))]
    for slot in items((a.get("ArkGrid") or {}).get("Slots")):
        urls.append(slot.get("Icon"))
        urls += [g.get("Icon") for g in items(slot.get("Gems"))]
    return urls


def reward_urls(items):
    urls = []
    for item in items or []:
        urls += [i.get("Icon") for i in item.get("Items", [])] if "Items" in item else [item.get("Icon")]
    return urls


def write_images(out):
    """Draws every picture the demo's pages show; returns how many files were written."""
    def load(rel):
        path = os.path.join(out, rel)
        return json.load(open(path, encoding="utf-8")) if os.path.exists(path) else None

    urls = []
    folder = os.path.join(out, "armories", "characters")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            urls += armory_urls(load(os.path.join("armories", "characters", name)))
    for entry in load("gamecontents/calendar.json") or []:
        urls += [entry.get("ContentsIcon")] + reward_urls(entry.get("RewardItems"))
    urls += [e.get("Thumbnail") for e in load("news/events.json") or []]
    urls += reward_urls([r for d in load("gamecontents/challenge-abyss-dungeons.json") or [] for r in d.get("RewardItems", [])])
    urls += reward_urls((load("gamecontents/challenge-guardian-raids.json") or {}).get("RewardItems"))
    written = 0
    for url in sorted({u for u in urls if u and u.strip()}):
        if "/armory/" in url:
            svg = portrait(url)
        elif "/uploadfiles/banner/" in url:
            svg = banner(url)
        else:
            svg = icon(url)
        path = os.path.join(out, mirror_path(url))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(svg)
        written += 1
    return written
