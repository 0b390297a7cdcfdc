import json, os, re, collections, sys
import os as _os; ROOT = sys.argv[1] if len(sys.argv) > 1 else _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "..", "..", "Demo")
problems = []
types_by_file = {}
markup = collections.Counter()
features = {
    "FONT COLOR": r"<FONT COLOR=", "font color": r"<font color=", "Font color": r"<Font color=",
    "FONT SIZE": r"<FONT SIZE=", "FONT SIZE+COLOR": r"<FONT SIZE='\d+' COLOR=", "font size": r"<font size=",
    "<BR>": r"<BR>", "<br>": r"<br>", "P ALIGN": r"<P ALIGN='CENTER'>", "img": r"<img src='emoticon_",
    "&nbsp;": r"&nbsp;", "&tdc_": r"&tdc_", "literal \\n": r"\n", "\\r\\n (desc)": r"\r\n", "| separator": r"\|",
    "textformat": r"<textformat", "COLOR=''": r"COLOR=''", "COLOR='FE9600' (no #)": r"COLOR='FE9600'",
    "COLOR = (spaces)": r"COLOR = '", "vspace ='": r"vspace ='",
}

def scan_markup(fname, s):
    for k, pat in features.items():
        if re.search(pat, s):
            markup[(fname, k)] += 1

def check_tooltip(fname, path, s):
    try:
        t = json.loads(s)
    except Exception as e:
        problems.append((fname, path, "tooltip not JSON: %s" % e)); return
    if not isinstance(t, dict):
        problems.append((fname, path, "tooltip not object")); return
    keys = [k for k in t if k.startswith("Element_")]
    exp = ["Element_%03d" % i for i in range(len(keys))]
    if keys != exp:
        problems.append((fname, path, "element keys not consecutive: %s" % keys))
    for k, v in t.items():
        if k.startswith("Element_"):
            if v is not None and (set(v) != {"type", "value"}):
                problems.append((fname, path, "bad element %s" % k))
            if v is not None:
                types_by_file.setdefault(fname, collections.Counter())[v["type"]] += 1
        elif k != "AvatarAttribute":
            problems.append((fname, path, "unexpected key %s" % k))
    # walk strings in the tooltip
    def walk(o):
        if isinstance(o, str): scan_markup(fname, o)
        elif isinstance(o, dict): [walk(x) for x in o.values()]
        elif isinstance(o, list): [walk(x) for x in o]
    walk(t)

def walk(fname, o, path):
    if isinstance(o, dict):
        for k, v in o.items():
            p = path + "/" + k
            if k in ("Tooltip", "ToolTip") and isinstance(v, str):
                html = "/Tripods/" in p or re.search(r"/ArkPassive/Points/|/ArkGrid/Effects/", p)
                if html:
                    scan_markup(fname, v)
                    try:
                        json.loads(v); problems.append((fname, p, "HTML tooltip parses as JSON?"))
                    except Exception:
                        pass
                else:
                    check_tooltip(fname, p, v)
            else:
                walk(fname, v, p)
    elif isinstance(o, list):
        for i, v in enumerate(o):
            walk(fname, v, "%s/%d" % (path, i))
    elif isinstance(o, str):
        scan_markup(fname, o)

total = 0
for dp, dn, fn in os.walk(ROOT):
    if os.path.relpath(dp, ROOT).split(os.sep)[0] == "images":
        continue  # the demo's pictures (images.py), not answers
    for f in sorted(fn):
        full = os.path.join(dp, f); rel = os.path.relpath(full, ROOT)
        raw = open(full, "rb").read(); total += len(raw)
        raw.decode("utf-8")
        o = json.loads(raw)
        # pretty printed 2-space?
        if json.dumps(o, ensure_ascii=False, indent=2) + "\n" != raw.decode():
            problems.append((rel, "", "not canonical 2-space pretty print"))
        walk(rel, o, "")
        print("%7d  %s" % (len(raw), rel))
print("total bytes", total)
print("problems:", problems or "none")
for f, c in types_by_file.items():
    print(f, dict(sorted(c.items())))
byfile = collections.defaultdict(list)
for (f, k) in markup: byfile[f].append(k)
for f, ks in byfile.items(): print(f, sorted(ks))
