import json, os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Demo")
CDN = "https://cdn-lostark.game.onstove.com/"

GRADE_COLOR = {"일반": "#FFFFFF", "고급": "#8DF901", "희귀": "#00B0FA", "영웅": "#ce43fc",
               "전설": "#F99200", "유물": "#FA5D00", "고대": "#E3C7A1", "에스더": "#3CF2E6"}
GRADE_ICON = {"일반": 0, "고급": 1, "희귀": 2, "영웅": 3, "전설": 4, "유물": 5, "고대": 6, "에스더": 7}


def icon(path):
    return CDN + "efui_iconatlas/" + path


def elements(items, extra=None):
    d = {}
    if extra:
        d.update(extra)
    for i, e in enumerate(items):
        d["Element_%03d" % i] = None if e is None else {"type": e[0], "value": e[1]}
    return d


def tooltip(items, extra=None):
    """Pretty-printed like the real equipment tooltips: 2-space indent, CRLF, sorted keys."""
    s = json.dumps(elements(items, extra), ensure_ascii=False, indent=2, sort_keys=True)
    return s.replace("\n", "\r\n")


def tooltip_compact(items):
    """Compact like ArkPassive Effects[].ToolTip and skill Rune.Tooltip."""
    return json.dumps(elements(items), ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def slot_data(grade, path, rt="", era=2025):
    d = {"advBookIcon": 0, "battleItemTypeIcon": 0, "cardIcon": False, "friendship": 0,
         "iconGrade": GRADE_ICON[grade], "iconPath": path, "imagePath": "", "islandIcon": 0,
         "rtString": rt, "seal": False, "temporary": 0, "town": 0, "trash": 0}
    if era >= 2025:
        d["blackListIcon"] = 0
        d["petBorder"] = 0
    return d


def item_title(grade, kind, left2, quality, path, equipped=True, rt="", era=2025, quality_label=None):
    c = GRADE_COLOR[grade]
    v = {"bEquip": 0,
         "leftStr0": "<FONT SIZE='12'><FONT COLOR='%s'>%s</FONT></FONT>" % (c, kind),
         "leftStr2": left2,
         "qualityValue": quality,
         "rightStr0": "<FONT SIZE='12'><FONT COLOR='#FFD200'>장착중</FONT></FONT>" if equipped else "",
         "slotData": slot_data(grade, path, rt, era)}
    if quality >= 0 or quality_label is not None:
        v["leftStr1"] = "<FONT SIZE='14'>품질</FONT>" if quality_label is None else quality_label
    if era >= 2025:
        v["itemIrochiCount"] = 0
    return ("ItemTitle", v)


def name_tag(grade, name, center=True):
    inner = "<FONT COLOR='%s'>%s</FONT>" % (GRADE_COLOR[grade], name)
    return ("NameTagBox", "<P ALIGN='CENTER'>%s</P>" % inner if center else inner)


def single(v):
    return ("SingleTextBox", v)


def multi(v):
    return ("MultiTextBox", v)


def part(header, body, color="#A9D0F5"):
    return ("ItemPartBox", {"Element_000": "<FONT COLOR='%s'>%s</FONT>" % (color, header), "Element_001": body})


def indent_group(groups):
    """groups: list of (topStr, [(bPoint, contentStr, pointType or None)])"""
    if groups is None:
        return ("IndentStringGroup", None)
    v = {}
    for gi, (top, rows) in enumerate(groups):
        cs = {}
        for ri, row in enumerate(rows):
            bp, text = row[0], row[1]
            e = {"bPoint": bp, "contentStr": text}
            if len(row) > 2 and row[2] is not None:
                e["pointType"] = row[2]
            cs["Element_%03d" % ri] = e
        v["Element_%03d" % gi] = {"contentStr": cs, "topStr": top}
    return ("IndentStringGroup", v)


def progress(value=None):
    return ("Progress", value)


def honing_progress(value, maximum, force=" ", vtype=1):
    return progress({"forceValue": force, "maximum": maximum, "minimum": 0,
                     "title": "<FONT SIZE='12'><FONT COLOR='#A9D0F5'>현재 단계 재련 경험치</FONT></FONT>",
                     "value": value, "valueType": vtype})


def source(*lines, more=False):
    parts = ["<Font color='#5FD3F1'>%s</font>" % l for l in lines]
    if more:
        parts.append("<Font color='#5FD3F1'>그 외에 획득처가 더 존재합니다.</FONT>")
    return single("<BR>".join(parts))


def money(cur, mx):
    return ("ShowMeTheMoney",
            "<FONT SIZE='12'><FONT COLOR='#FFFFFF'>내구도 <FONT COLOR='#FFFFFF'>%d / %d</FONT></FONT></FONT>|" % (cur, mx))


def stat_line(text):
    return "<textformat indent='-21' leftMargin='10'><font> </font> %s</textformat>" % text


def g(v):
    return "<font color='#99ff99'>%s</font>" % v


def write(rel, obj):
    path = os.path.join(globals()["OUT"], rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=2)
        f.write("\n")
