# Writes the fictional demo roster (Demo/) in the real API response format.
# usage: python3 scripts/make-demo-snapshots.py Demo
import json, os, sys
OUT = sys.argv[1]
CDN = "https://cdn-lostark.game.onstove.com/efui_iconatlas"
GRADE_COLOR = {"고대": "#E3C7A1", "유물": "#FA5D00", "전설": "#F99200", "영웅": "#CE43FC", "희귀": "#00B0FA", "고급": "#8DF901", "일반": "#FFFFFF", "에스더": "#3CF2E6"}
GRADE_ICON = {"고대": 6, "유물": 5, "전설": 4, "영웅": 3, "희귀": 2, "고급": 1, "일반": 0, "에스더": 7}

def tip(elements):
    d = {}
    for i, e in enumerate(elements):
        d["Element_%03d" % i] = None if e is None else {"type": e[0], "value": e[1]}
    return json.dumps(d, ensure_ascii=False, indent=2).replace("\n", "\r\n")

def slot(grade, icon):
    return {"advBookIcon": 0, "battleItemTypeIcon": 0, "cardIcon": False, "friendship": 0, "iconGrade": GRADE_ICON[grade],
            "iconPath": icon, "imagePath": "", "islandIcon": 0, "rtString": "", "seal": False, "temporary": 0, "town": 0, "trash": 0}

def name_tag(name, grade):
    return ("NameTagBox", "<P ALIGN='CENTER'><FONT COLOR='%s'>%s</FONT></P>" % (GRADE_COLOR[grade], name))

def item_title(grade, kind, level_line, quality, icon, equipped=True):
    v = {"bEquip": 0, "leftStr0": "<FONT SIZE='12'><FONT COLOR='%s'>%s</FONT></FONT>" % (GRADE_COLOR[grade], kind),
         "leftStr2": "<FONT SIZE='14'>%s</FONT>" % level_line, "qualityValue": quality,
         "rightStr0": "<FONT SIZE='12'><FONT COLOR='#FFD200'>장착중</FONT></FONT>" if equipped else "", "slotData": slot(grade, icon)}
    if quality >= 0:
        v["leftStr1"] = "<FONT SIZE='14'>품질</FONT>"
    return ("ItemTitle", v)

def part(title, body):
    return ("ItemPartBox", {"Element_000": "<FONT COLOR='#A9D0F5'>%s</FONT>" % title, "Element_001": body})

def indent(groups):
    v = {}
    for gi, (top, items) in enumerate(groups):
        content = None
        if items is not None:
            content = {"Element_%03d" % i: {"bPoint": True, "contentStr": s, "pointType": 0} for i, s in enumerate(items)}
        v["Element_%03d" % gi] = {"contentStr": content, "topStr": top}
    return ("IndentStringGroup", v)

def armour(name, grade, kind, ilvl, quality, honing, base, extra, elixirs=None, trans=None, cls="소서리스", icon_n=1, tier=4):
    els = [name_tag(name, grade), item_title(grade, kind, "아이템 레벨 %d (티어 %d)" % (ilvl, tier), quality, "%s/ifm_item/ifm_item_%d.png" % (CDN, icon_n)),
           ("SingleTextBox", "<FONT SIZE='12'>%s 전용</FONT>" % cls), ("SingleTextBox", "<FONT SIZE='12'>캐릭터 귀속됨</FONT>"),
           ("MultiTextBox", "|<font color='#C24B46'>거래 불가</font>")]
    if honing:
        els.append(("SingleTextBox", "<FONT SIZE='14'><FONT COLOR='#A8EA6C'>[상급 재련]</FONT> <FONT COLOR='#FFD200'>%d</FONT>단계</FONT>\n<img src='emoticon_sign_greenDot' width='0' height='0' vspace='-3'></img><font color='#ffd200'>10</font>단계 - 기본 효과 +1%%" % honing))
    els += [part("기본 효과", base), None, part("추가 효과", extra),
            ("Progress", {"forceValue": " ", "maximum": 53700, "minimum": 0, "title": "<FONT COLOR='#A9D0F5'>현재 단계 재련 경험치</FONT>", "value": 21480, "valueType": 1})]
    if trans:
        level, count = trans
        els.append(indent([("<FONT SIZE='12' COLOR='#A9D0F5'>슬롯 효과</FONT><BR><FONT COLOR='#FF9632'>[초월]</FONT> <FONT COLOR='#FFD200'>%d</FONT>단계 <img src='emoticon_Transcendence_Grade' width='18' height='18' vspace='-4'></img>%d" % (level, count),
                             ["%s +%d" % ("지능" if kind.endswith("방어구") else "무기 공격력", 1440 * level // 7),
                              "<FONT COLOR='#FFD200'>모든 장비에 적용된 총 <img src='emoticon_Transcendence_Grade' width='16' height='16' vspace='-5'></img>%d개</FONT>" % (count * 6)])]))
    if elixirs:
        els.append(indent([("<FONT SIZE='12' COLOR='#A9D0F5'>엘릭서</FONT> <FONT COLOR='#FFD200'>(연성 추가 효과)</FONT>",
                             ["<FONT color='#FFD200'>[%s]</FONT> %s <FONT color='#FFD200'>Lv.%d</FONT><br>%s" % e for e in elixirs])]))
    els += [part("[장비 업그레이드 효과]", "<FONT COLOR='#99ff99'>[아크 패시브]</FONT> 진화 +1"),
            ("SingleTextBox", "<Font color='#5FD3F1'>[제작] 영원한 별의 공방</font>"),
            ("ShowMeTheMoney", "<FONT COLOR='#FFFFFF'>내구도 88 / 100</FONT>|")]
    return tip(els)

def accessory(name, grade, kind, quality, base, polish, points, cls="소서리스", icon_n=200):
    els = [name_tag(name, grade), item_title(grade, kind, "아이템 레벨 1740 (티어 4)", quality, "%s/acc/acc_%d.png" % (CDN, icon_n)),
           ("SingleTextBox", "<FONT SIZE='12'>%s 전용</FONT>" % cls), ("MultiTextBox", "|<font color='#C24B46'>거래 <FONT COLOR='#FFD200'>2</FONT>회 가능</font>"),
           part("기본 효과", base), None, part("연마 효과", "<br>".join("<img src='emoticon_sign_greenDot' width='0' height='0' vspace='-3'></img>" + p for p in polish)),
           ("IndentStringGroup", None), part("아크 패시브 포인트 효과", "깨달음 +%d" % points), ("Progress", None), ("Progress", None),
           ("SingleTextBox", "<Font color='#5FD3F1'>[획득처] 심연의 보물 상자</font>")]
    return tip(els)

def stone(cls="소서리스"):
    els = [name_tag("빛나는 별무리의 돌", "유물"), item_title("유물", "유물 어빌리티 스톤", "아이템 레벨 1700 (티어 4)", -1, "%s/ability/ability_241.png" % CDN),
           ("SingleTextBox", "<FONT SIZE='12'>캐릭터 귀속됨</FONT>"), ("MultiTextBox", "|<font color='#C24B46'>거래 불가</font>"),
           part("기본 효과", "체력 +28345"), None, part("세공 단계 보너스", "체력 +8%"),
           indent([("<FONT SIZE='12' COLOR='#A9D0F5'>무작위 각인 효과</FONT>",
                    ["<FONT COLOR='#FFFFAC'>[원한]</FONT> <img src='emoticon_tooltip_ability_stone_symbol' width='10' height='14' vspace='-4'></img>Lv.3",
                     "<FONT COLOR='#FFFFAC'>[아드레날린]</FONT> <img src='emoticon_tooltip_ability_stone_symbol' width='10' height='14' vspace='-4'></img>Lv.2",
                     "<FONT COLOR='#FE2E2E'>[공격력 감소]</FONT> Lv.1"])])]
    return tip(els)

def bracelet():
    els = [name_tag("찬란한 별빛 팔찌", "고대"), item_title("고대", "고대 팔찌", "아이템 레벨 1720 (티어 4)", -1, "%s/acc/acc_315.png" % CDN),
           ("SingleTextBox", "<FONT SIZE='12'>캐릭터 귀속됨</FONT>"),
           part("팔찌 효과", "<img src='emoticon_tooltip_bracelet_locked' vspace='-5'></img>지능 +11200<BR><img src='emoticon_tooltip_bracelet_locked' vspace='-5'></img>치명 +110<BR><img src='emoticon_tooltip_bracelet_changeable' vspace='-5'></img>공격 적중 시 <FONT COLOR='#99ff99'>30</FONT>% 확률로 적의 방어력을&nbsp;<FONT COLOR='#99ff99'>5</FONT>% 감소시킨다."),
           ("IndentStringGroup", None), ("SingleTextBox", "<FONT COLOR='#C24B46'>효과 변경 횟수 0회 남음</FONT>"),
           part("아크 패시브 포인트 효과", "깨달음 +3")]
    return tip(els)

def set_armour(name, kind, ilvl, quality, base, setname, slot_n):
    set_items = {"Element_%03d" % i: {"label": "<FONT COLOR='#FFD200'>Lv.%d</FONT>" % lv, "slotData": {"iconGrade": 6, "iconPath": "%s/ifm_item/ifm_item_%d.png" % (CDN, 40 + i), "imagePath": ""}} for i, lv in enumerate([3, 3, 2, 3, 3, 3])}
    els = [name_tag(name, "고대"), item_title("고대", kind, "아이템 레벨 %d (티어 3)" % ilvl, quality, "%s/ifm_item/ifm_item_%d.png" % (CDN, slot_n), True),
           ("SingleTextBox", "<FONT SIZE='12'>건슬링어 전용</FONT>"), ("MultiTextBox", "|<font color='#C24B46'>거래 불가</font>"),
           part("기본 효과", base), part("추가 효과", "생명 활성력 +1190"),
           ("Progress", {"forceValue": "", "maximum": 150000, "minimum": 0, "title": "<FONT COLOR='#A9D0F5'>현재 단계 재련 경험치</FONT>", "value": 42000, "valueType": 1}),
           part("세트 효과 레벨", "%s <FONT COLOR='#FFD200'>Lv.3</FONT>" % setname),
           ("SetItemGroup", {"firstMsg": "<FONT COLOR='#91FE02'>%s</FONT>" % setname, "itemData": set_items}),
           indent([("<FONT COLOR='#91FE02'>2 세트 효과<BR>[<FONT COLOR='#aaaaaa'>Lv.1 / Lv.2 / <FONT COLOR='#FFD200'>Lv.3</FONT></FONT>]</FONT>", ["<FONT COLOR='#ffffff'>치명타 피해가 <FONT COLOR='#99ff99'>20%</FONT> 증가한다.</FONT>"]),
                   ("<FONT COLOR='#91FE02'>4 세트 효과<BR>[<FONT COLOR='#aaaaaa'>Lv.1 / <FONT COLOR='#FFD200'>Lv.2</FONT> / Lv.3</FONT>]</FONT>", ["<FONT COLOR='#ffffff'>치명타 적중률이 <FONT COLOR='#99ff99'>18%</FONT> 증가한다.</FONT>"])]),
           ("SingleTextBox", "<FONT COLOR='#C24B46'>분해불가</FONT>"), ("ShowMeTheMoney", "<FONT COLOR='#FFFFFF'>내구도 51 / 66</FONT>|")]
    return tip(els)

def old_accessory(name, kind, quality):
    els = [name_tag(name, "유물"), item_title("유물", kind, "아이템 레벨 1415 (티어 3)", quality, "%s/acc/acc_113.png" % CDN),
           ("MultiTextBox", "|<font color='#C24B46'>거래 불가</font>"), part("기본 효과", "민첩 +15110<BR>체력 +2890"), part("추가 효과", "치명 +496"),
           indent([("<FONT SIZE='12' COLOR='#A9D0F5'>무작위 각인 효과</FONT>",
                    ["[<FONT COLOR='#FFFFAC'>원한</FONT>] 활성도 +5", "[<FONT COLOR='#FFFFAC'>저주받은 인형</FONT>] 활성도 +3", "[<FONT COLOR='#FE2E2E'>이동속도 감소</FONT>] 활성도 +1"])])]
    return tip(els)

def stats(values, point):
    names = ["치명", "특화", "제압", "신속", "인내", "숙련"]
    out = []
    for n, v in zip(names, values):
        out.append({"Type": n, "Value": str(v), "Tooltip": ["<textformat indent='-21' leftMargin='10'><font> </font> %s 효과가 <font color='#99ff99'>%.2f%%</font> 증가합니다.</textformat>" % (n, v / 28.0),
                                                          "<textformat indent='-21' leftMargin='10'><font> </font> 물약 및 원정대 레벨 보상 효과로 <font color='#99ff99'>%d</font>만큼 영구적으로 증가되었습니다.</textformat>" % point]})
    out.append({"Type": "최대 생명력", "Value": "301844", "Tooltip": ["<textformat indent='-21' leftMargin='10'><font> </font> 캐릭터의 최대 생명력을 나타냅니다.</textformat>"]})
    out.append({"Type": "공격력", "Value": "152410", "Tooltip": ["<textformat indent='-21' leftMargin='10'><font> </font> 적에게 주는 피해를 계산할 때 기준이 되는 값입니다.</textformat>"]})
    return out

def tendencies():
    return [{"Type": t, "Point": p, "MaxPoint": 1000} for t, p in [("지성", 640), ("담력", 702), ("매력", 588), ("친절", 611)]]

def profile(name, server, cls, lvl, ilvl, cp, **extra):
    p = {"CharacterImage": "https://img.lostark.co.kr/armory/0/DEMO%s.png" % lvl, "ExpeditionLevel": extra.get("exp", 250), "PvpGradeName": "1급",
         "TownLevel": 60, "TownName": "별빛마을", "Title": extra.get("title", "빛의 수호자"), "GuildMemberGrade": "길드원", "GuildName": extra.get("guild", "은하수"),
         "UsingSkillPoint": 420, "TotalSkillPoint": 430, "Stats": extra.get("stats", []), "Tendencies": tendencies(), "ServerName": server,
         "CharacterName": name, "CharacterLevel": lvl, "CharacterClassName": cls, "ItemAvgLevel": ilvl}
    if cp: p["CombatPower"] = cp; p["Decorations"] = {"Symbol": None, "Emblems": []}; p["HonorPoint"] = 0
    if "maxlevel" in extra: p["ItemMaxLevel"] = extra["maxlevel"]
    return p

def eq(t, name, grade, tooltip, icon_n=1):
    return {"Type": t, "Name": name, "Icon": "%s/ifm_item/ifm_item_%d.png" % (CDN, icon_n), "Grade": grade, "Tooltip": tooltip}

# 1. Endgame character.
sor = "소서리스"
elix = [("투구", "지능", 5, "지능 +1280"), ("공용", "공격력 ", 4, "공격력 +1100")]
star_equipment = [
    eq("무기", "+23 별빛 수호의 지팡이", "고대", armour("+23 별빛 수호의 지팡이", "고대", "고대 무기", 1755, 96, 20, "무기 공격력 +165210", "추가 피해 +30.00%", trans=(7, 21), cls=sor)),
    eq("투구", "+22 별빛 수호의 관", "고대", armour("+22 별빛 수호의 관", "고대", "고대 머리 방어구", 1750, 88, 20, "물리 방어력 +9500<BR>마법 방어력 +10500<BR>지능 +81000", "생명 활성력 +1400", elixirs=[elix[0]], trans=(7, 21), cls=sor), 2),
    eq("상의", "+22 별빛 수호의 로브", "고대", armour("+22 별빛 수호의 로브", "고대", "고대 상의 방어구", 1750, 100, 10, "물리 방어력 +11800<BR>지능 +101000", "생명 활성력 +1400", elixirs=[elix[1]], trans=(5, 15), cls=sor), 3),
    eq("하의", "+21 별빛 수호의 치마", "고대", armour("+21 별빛 수호의 치마", "고대", "고대 하의 방어구", 1745, 71, 0, "물리 방어력 +11000<BR>지능 +97000", "생명 활성력 +1390", elixirs=[("하의", "치명타 피해", 3, "치명타 피해 +2.10%")], cls=sor), 4),
    eq("장갑", "+21 별빛 수호의 장갑", "고대", armour("+21 별빛 수호의 장갑", "고대", "고대 장갑 방어구", 1745, 64, 0, "물리 방어력 +7900<BR>지능 +77000", "생명 활성력 +1390", elixirs=[("장갑", "힘", 4, "지능 +1000")], cls=sor), 5),
    eq("어깨", "+22 별빛 수호의 견갑", "고대", armour("+22 별빛 수호의 견갑", "고대", "고대 어깨 방어구", 1750, 93, 20, "물리 방어력 +8800<BR>지능 +88000", "생명 활성력 +1400", trans=(6, 18), cls=sor), 6),
    eq("목걸이", "도래한 결전의 목걸이", "고대", accessory("도래한 결전의 목걸이", "고대", "고대 목걸이", 82, "지능 +16800<BR>체력 +3500", ["추가 피해 +1.60%", "적에게 주는 피해 +1.20%", "최대 생명력 +6500"], 13)),
    eq("귀걸이", "도래한 결전의 귀걸이", "고대", accessory("도래한 결전의 귀걸이", "고대", "고대 귀걸이", 77, "지능 +12900<BR>체력 +2700", ["공격력 +1.55%", "무기 공격력 +480"], 12)),
    eq("귀걸이", "도래한 결전의 귀걸이", "고대", accessory("도래한 결전의 귀걸이", "고대", "고대 귀걸이", 69, "지능 +12700<BR>체력 +2600", ["무기 공격력 +1.80%", "공격력 +195"], 12)),
    eq("반지", "도래한 결전의 반지", "고대", accessory("도래한 결전의 반지", "고대", "고대 반지", 90, "지능 +11800<BR>체력 +2400", ["치명타 적중률 +0.95%", "치명타 피해 +4.00%"], 12)),
    eq("반지", "도래한 결전의 반지", "고대", accessory("도래한 결전의 반지", "고대", "고대 반지", 58, "지능 +11500<BR>체력 +2350", ["치명타 피해 +1.10%"], 12)),
    eq("어빌리티 스톤", "빛나는 별무리의 돌", "유물", stone()),
    eq("팔찌", "찬란한 별빛 팔찌", "고대", bracelet()),
]
skills = []
for i, (sk, lvl) in enumerate([("블레이즈", 14), ("엘레가늄 스트라이크", 12), ("라이트닝 볼트", 11), ("종말의 날", 1)]):
    stip = tip([("NameTagBox", "<FONT COLOR='#FFFFFF'>%s</FONT>" % sk),
                ("CommonSkillTitle", {"leftText": "<FONT COLOR='#FFFFFF'>일반 스킬</FONT>", "level": "<FONT COLOR='#FFFFFF'>스킬 레벨 %d</FONT>" % lvl, "name": sk,
                                      "slotData": {"iconGrade": 0, "iconPath": "%s/skill/sk_%d.png" % (CDN, i), "imagePath": ""}}),
                ("MultiTextBox", "<font color='#3399FF'>마나 %d 소모</font>|재사용 대기시간 %d초" % (90 + i * 20, 10 + i * 6)),
                ("SingleTextBox", "적에게 <FONT COLOR='#FF9999'>%d</FONT>의 마법 피해를 준다." % (32000 * (i + 1))),
                ("TripodSkillCustom", {"Element_000": {"desc": "치명타 적중률이 <FONT COLOR='#99ff99'>40.0%</FONT> 증가한다.", "lock": False, "name": "<FONT COLOR='#FFFFFF'>약점 포착</FONT>", "tier": 0,
                                                        "slotData": {"iconGrade": 1, "iconPath": "%s/tripod/tripod_1.png" % CDN, "imagePath": ""}}}),
                ("BlinkLineStart", True), ("SingleTextBox", "다음 레벨 효과"), ("BlinkLineEnd", True)])
    skills.append({"Name": sk, "Icon": "%s/skill/sk_%d.png" % (CDN, i), "Level": lvl, "Type": "일반", "SkillType": 0,
                   "Tripods": [{"Tier": 0, "Slot": 1, "Name": "약점 포착", "Icon": "%s/tripod/tripod_1.png" % CDN, "IsSelected": True,
                                "Tooltip": "<FONT COLOR='#FFFFFF'>치명타 적중률이 <FONT COLOR='#99ff99'>40.0%</FONT> 증가한다.</FONT>"}],
                   "Rune": {"Name": "질풍", "Icon": "%s/use/use_7_194.png" % CDN, "Grade": "전설",
                            "Tooltip": json.dumps({"Element_000": {"type": "NameTagBox", "value": "<P ALIGN='CENTER'><FONT COLOR='#F99200'>질풍</FONT></P>"},
                                                   "Element_001": {"type": "SingleTextBox", "value": "공격 속도 <FONT COLOR='#99ff99'>14%</FONT> 증가"}}, ensure_ascii=False)} if i < 2 else None,
                   "Tooltip": stip})
star = {
    "ArmoryProfile": profile("별빛수호자", "루페온", sor, 70, "1,748.33", "3,912.40", stats=stats([1820, 640, 70, 72, 66, 71], 32), exp=301, title="별을 지키는 자"),
    "ArmoryEquipment": star_equipment,
    "ArmoryAvatars": [{"Type": "머리 아바타", "Name": "별빛 축제 머리띠", "Icon": "%s/avatar/av_1.png" % CDN, "Grade": "전설", "IsSet": False, "IsInner": False,
                       "Tooltip": json.dumps({"AvatarAttribute": {"IsInner": False, "IsSet": False},
                                              "Element_000": {"type": "NameTagBox", "value": "<P ALIGN='CENTER'><FONT COLOR='#F99200'>별빛 축제 머리띠</FONT></P>"},
                                              "Element_001": {"type": "SymbolString", "value": {"titleStr": "<FONT COLOR='#A9D0F5'>성향</FONT>", "contentStr": "&tdc_smart 지성 : 5<BR>&tdc_charm 매력 : 5"}},
                                              "Element_002": {"type": "ItemTintGroup", "value": {"title": "<FONT COLOR='#A9D0F5'>염색 정보</FONT>", "itemData": {"Element_000": {"title": "부위1", "baseColor": "#2B3A67", "glossValue": "기본값", "patternColor": "#FFD200", "patternHSV": {"Element_000": 0.1, "Element_001": 0.5, "Element_002": 0.9}, "patternIcon": ""}}}}},
                                             ensure_ascii=False, indent=2)}],
    "ArmorySkills": skills,
    "ArmoryEngraving": {"Engravings": None, "Effects": None, "ArkPassiveEffects": [{"AbilityStoneLevel": 3, "Grade": "유물", "Level": 4, "Name": "원한", "Description": "보스 등급 이상 몬스터에게 주는 피해가 <FONT COLOR='#99ff99'>20.00%</FONT> 증가한다."}]},
    "ArmoryCard": {"Cards": [{"Slot": i, "Name": n, "Icon": "%s/card/card_%d.png" % (CDN, i), "AwakeCount": 5, "AwakeTotal": 5, "Grade": "전설",
                              "Tooltip": tip([("NameTagBox", "<P ALIGN='CENTER'><FONT COLOR='#F99200'>%s</FONT></P>" % n),
                                              ("Card", {"awakeCount": 5, "awakeTotal": 5, "cardStack": "", "iconData": {"iconPath": "%s/card/card_%d.png" % (CDN, i)}, "isBookMark": False, "tierGrade": 5}),
                                              ("MultiTextBox", "|<font color='#C24B46'>거래 불가</font>"), ("SingleTextBox", "전설 카드")])}
                             for i, n in enumerate(["카제로스", "아브렐슈드", "일리아칸", "에키드나", "베히모스", "카멘"])],
                   "Effects": [{"Index": 0, "CardSlots": [0, 1, 2, 3, 4, 5], "Items": [{"Name": "세상을 구하는 빛 6세트", "Description": "암속성 피해 감소 +10.00%"}]}]},
    "ArmoryGem": {"Gems": [{"Slot": i, "Name": "<P ALIGN='CENTER'><FONT COLOR='#E3C7A1'>%d레벨 겁화의 보석</FONT></P>" % (10 - i % 2), "Icon": "%s/use/use_12_%d.png" % (CDN, 100 + i), "Level": 10 - i % 2, "Grade": "고대",
                            "Tooltip": tip([("NameTagBox", "<P ALIGN='CENTER'><FONT COLOR='#E3C7A1'>%d레벨 겁화의 보석</FONT></P>" % (10 - i % 2)),
                                            item_title("고대", "고대 보석", "아이템 티어 4", -1, "%s/use/use_12_%d.png" % (CDN, 100 + i)),
                                            part("효과", "[소서리스] 블레이즈 피해 %d.00%% 증가<BR>기본 공격력 0.%d0%% 증가" % (44 - 4 * (i % 2), 5 + i))])}
                           for i in range(4)],
                  "Effects": {"Description": "전체 기본 공격력 +2.80%", "Skills": [{"GemSlot": 0, "Name": "블레이즈", "Description": ["피해 44.00% 증가"], "Option": "", "Icon": "%s/skill/sk_0.png" % CDN, "Tooltip": None}]}},
    "ArkPassive": {"Title": "절정", "IsArkPassive": True,
                   "Points": [{"Name": n, "Value": v, "Tooltip": "<FONT COLOR='#FFD200'>%s</FONT> 포인트" % n, "Description": d} for n, v, d in [("진화", 120, "6랭크 20레벨"), ("깨달음", 99, "6랭크 18레벨"), ("도약", 70, "5랭크 14레벨")]],
                   "Effects": [{"Name": "진화", "Description": "<FONT color='#F1D594'>진화</FONT> 1티어 <FONT color='#FFD200'>치명 Lv.30</FONT>", "Icon": "%s/ark_passive/ap_1.png" % CDN,
                                "ToolTip": json.dumps({"Element_000": {"type": "NameTagBox", "value": "치명"}, "Element_001": {"type": "CommonSkillTitle", "value": {"leftText": "진화 1티어", "level": "Lv.30", "name": "치명", "slotData": {"iconGrade": 0, "iconPath": "x", "imagePath": ""}}},
                                                       "Element_002": {"type": "MultiTextBox", "value": "치명 +1500"}}, ensure_ascii=False, separators=(",", ":"))}]},
    "ArkGrid": None,
    "ColosseumInfo": {"Rank": 0, "PreRank": 0, "Exp": 1234, "Colosseums": []},
    "Collectibles": [{"Type": "모코코 씨앗", "Icon": "%s/collect/mokoko.png" % CDN, "Point": 1210, "MaxPoint": 1381,
                      "CollectiblePoints": [{"PointName": "아르테미스", "Point": 80, "MaxPoint": 80}, {"PointName": "베른 남부", "Point": 90, "MaxPoint": 133}]},
                     {"Type": "섬의 마음", "Icon": "%s/collect/island.png" % CDN, "Point": 88, "MaxPoint": 105,
                      "CollectiblePoints": [{"PointName": "하모니 섬의 마음", "Point": 1, "MaxPoint": 1}, {"PointName": "두키 섬의 마음", "Point": 0, "MaxPoint": 1}]}],
}

# 2. Older-era character with T3 set armour.
moon = {
    "ArmoryProfile": profile("달그림자", "실리안", "건슬링어", 60, "1,582.50", None, stats=stats([1500, 60, 58, 580, 55, 61], 24), exp=188, title="달빛 사냥꾼", guild="은하수", maxlevel="1,582.50"),
    "ArmoryEquipment": [
        eq("무기", "+21 달그림자의 총", "고대", set_armour("+21 달그림자의 총", "고대 무기", 1600, 97, "무기 공격력 +88210", "월식", 30)),
        eq("투구", "+19 달그림자의 모자", "고대", set_armour("+19 달그림자의 모자", "고대 머리 방어구", 1580, 91, "물리 방어력 +4800<BR>민첩 +27700", "월식", 31), 31),
        eq("상의", "+19 달그림자의 코트", "고대", set_armour("+19 달그림자의 코트", "고대 상의 방어구", 1580, 85, "물리 방어력 +5700<BR>민첩 +34800", "월식", 32), 32),
        eq("목걸이", "참혹한 파멸의 목걸이", "유물", old_accessory("참혹한 파멸의 목걸이", "유물 목걸이", 73)),
        eq("귀걸이", "참혹한 파멸의 귀걸이", "유물", old_accessory("참혹한 파멸의 귀걸이", "유물 귀걸이", 60)),
    ],
    "ArmoryAvatars": [], "ArmorySkills": [{"Name": "이퀄리브리엄", "Icon": "%s/skill/gs_1.png" % CDN, "Level": 12, "Type": "일반", "IsAwakening": False,
                                          "Tripods": [{"Tier": 0, "Slot": 1, "Level": 5, "Name": "속사", "Icon": "%s/tripod/tripod_2.png" % CDN, "IsSelected": True, "Tooltip": "공격 속도가 <FONT COLOR='#99ff99'>20%</FONT> 증가한다."}],
                                          "Rune": None, "Tooltip": tip([("NameTagBox", "이퀄리브리엄"), ("SingleTextBox", "전방으로 사격한다.")])}],
    "ArmoryEngraving": {"Engravings": None, "Effects": [{"Icon": "%s/engrave/e_1.png" % CDN, "Name": "원한 Lv. 3", "Description": "보스 등급 이상 몬스터에게 주는 피해가 20.00% 증가하지만, 받는 피해가 20.00% 증가한다."},
                                                        {"Icon": "%s/engrave/e_2.png" % CDN, "Name": "피스메이커 Lv. 3", "Description": "무기 변경 시 효과를 얻는다."}]},
    "ArmoryCard": {"Cards": [], "Effects": []},
    "ArmoryGem": {"Gems": [{"Slot": 0, "Name": "<P ALIGN='CENTER'><FONT COLOR='#F99200'>7레벨 멸화의 보석</FONT></P>", "Icon": "%s/use/use_9_55.png" % CDN, "Level": 7, "Grade": "전설",
                            "Tooltip": tip([("NameTagBox", "<P ALIGN='CENTER'><FONT COLOR='#F99200'>7레벨 멸화의 보석</FONT></P>"), part("효과", "[건슬링어] 이퀄리브리엄 피해 21.00% 증가")])}],
                  "Effects": [{"GemSlot": 0, "Name": "이퀄리브리엄", "Description": "피해 21.00% 증가", "Icon": "%s/skill/gs_1.png" % CDN, "Tooltip": None}]},
    "ColosseumInfo": {"Rank": 0, "PreRank": 0, "Exp": 100, "Colosseums": []},
    "Collectibles": [],
}

# 3. Low-level character with null sections.
sprout = {
    "ArmoryProfile": profile("새싹모코코", "루페온", "바드", 20, "250.00", None, stats=[], exp=301, title=None, guild=None),
    "ArmoryEquipment": [eq("무기", "견습 모험가의 하프", "일반", tip([name_tag("견습 모험가의 하프", "일반"), item_title("일반", "일반 무기", "아이템 레벨 250 (티어 1)", 20, "%s/ifm_item/ifm_item_99.png" % CDN),
                                                                 part("기본 효과", "무기 공격력 +120")]))],
    "ArmoryAvatars": None, "ArmorySkills": None, "ArmoryEngraving": None, "ArmoryCard": None, "ArmoryGem": None,
    "ArkPassive": None, "ArkGrid": None, "ColosseumInfo": None, "Collectibles": None,
}
sprout["ArmoryProfile"]["GuildName"] = None
sprout["ArmoryProfile"]["Title"] = None

def write(path, obj):
    full = os.path.join(OUT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=2)
        f.write("\n")

write("armories/characters/별빛수호자.json", star)
write("armories/characters/달그림자.json", moon)
write("armories/characters/새싹모코코.json", sprout)
write("characters/별빛수호자/siblings.json", [
    {"ServerName": s, "CharacterName": n, "CharacterLevel": l, "CharacterClassName": c, "ItemAvgLevel": i}
    for s, n, l, c, i in [("루페온", "별빛수호자", 70, "소서리스", "1,748.33"), ("실리안", "달그림자", 60, "건슬링어", "1,582.50"), ("루페온", "새싹모코코", 20, "바드", "250.00"),
                          ("루페온", "은하철도", 70, "디스트로이어", "1,710.00"), ("카단", "구름빵", 70, "도화가", "1,680.83")]])

def rewards(items):
    return [{"Name": n, "Icon": "%s/use/%s.png" % (CDN, icon), "Grade": g, "StartTimes": st} for n, icon, g, st in items]

cal = []
days = ["2026-11-%02d" % d for d in range(18, 25)]
cal.append({"CategoryName": "모험 섬", "ContentsName": "별빛 섬", "ContentsIcon": "%s/island/is_1.png" % CDN, "MinItemLevel": 250,
            "StartTimes": ["%sT%s:00" % (d, t) for d in days for t in ("11:00", "13:00", "19:00", "21:00", "23:00")], "Location": "별빛 섬",
            "RewardItems": [{"ItemLevel": 0, "Items": rewards([("별빛 섬의 마음", "use_3_1", "영웅", None), ("골드", "money_4", "일반", ["2026-11-18T19:00:00", "2026-11-21T11:00:00"]), ("실링", "money_1", "일반", None)])}]})
cal.append({"CategoryName": "필드보스", "ContentsName": "어둠의 수호자", "ContentsIcon": "%s/boss/b_1.png" % CDN, "MinItemLevel": 1415,
            "StartTimes": ["%sT%s:00" % (d, t) for d in ("2026-11-19", "2026-11-22", "2026-11-24") for t in ("11:00", "12:00", "20:00")], "Location": "어둠의 계곡",
            "RewardItems": [{"ItemLevel": 0, "Items": rewards([("전설 ~ 고급 카드 팩", "card_1", "전설", None), ("명예의 파편", "use_6_1", "일반", None)])}]})
cal.append({"CategoryName": "카오스게이트", "ContentsName": "폭풍의 균열", "ContentsIcon": "%s/chaos/c_1.png" % CDN, "MinItemLevel": 1415,
            "StartTimes": ["%sT%s:00" % (d, t) for d in ("2026-11-19", "2026-11-22", "2026-11-23") for t in ("11:00", "22:00")], "Location": "폭풍의 균열",
            "RewardItems": [{"ItemLevel": lv, "Items": rewards([("%d 보석 상자" % lv, "use_9_1", "영웅", None), ("실링", "money_1", "일반", None)])} for lv in (1415, 1580, 1640, 1680)]})
cal.append({"CategoryName": "항해", "ContentsName": "유령선 출몰", "ContentsIcon": "%s/sail/s_1.png" % CDN, "MinItemLevel": 250,
            "StartTimes": ["2026-11-20T20:00:00", "2026-11-23T20:00:00"], "Location": "죽음의 협곡", "RewardItems": [{"ItemLevel": 0, "Items": rewards([("유령선의 보물", "use_2_2", "희귀", None)])}]})
cal.append({"CategoryName": "로웬", "ContentsName": "[습격]초원의 늑대", "ContentsIcon": "%s/achieve/a_1.png" % CDN, "MinItemLevel": 1445,
            "StartTimes": ["2026-11-18T22:30:00", "2026-11-21T20:30:00"], "Location": "레갸르방크 대평원", "RewardItems": [{"ItemLevel": 0, "Items": rewards([("실마엘 수정", "token_42", "영웅", None)])}]})
cal.append({"CategoryName": "섬", "ContentsName": "달빛 호수", "ContentsIcon": "%s/island/is_2.png" % CDN, "MinItemLevel": 460,
            "StartTimes": ["%sT%s:00" % (d, t) for d in days[:3] for t in ("06:00", "14:00")], "Location": "달빛 호수의 섬", "RewardItems": [{"ItemLevel": 0, "Items": rewards([("달빛 호수의 섬의 마음", "use_3_2", "영웅", None)])}]})
cal.append({"CategoryName": "태초의 섬", "ContentsName": "태초의 섬", "ContentsIcon": "%s/island/is_3.png" % CDN, "MinItemLevel": 1640,
            "StartTimes": None, "Location": "태초의 섬", "RewardItems": [{"ItemLevel": 0, "Items": rewards([("태초의 조각", "use_10_1", "유물", None)])}, {"ItemLevel": 1640, "Items": rewards([("태초의 보석", "use_10_2", "고대", None)])}]})
write("gamecontents/calendar.json", cal)
write("gamecontents/challenge-abyss-dungeons.json", [
    {"Name": "별이 잠든 회랑", "Description": "빛을 잃은 별들이 잠든 회랑.\r\n그 끝에서 누군가 기다린다.", "MinCharacterLevel": 50, "MinItemLevel": 1250, "AreaName": "별의 궁전",
     "StartTime": "2026-11-18 06:00", "EndTime": "2026-11-25 05:59", "Image": "%s/epicgate/eg_1.png" % CDN,
     "RewardItems": rewards([("재련 재료", "use_6_127", "영웅", None), ("재련 보조 재료", "use_6_128", "영웅", None), ("전설 각인서 상자", "use_8_1", "전설", None)])},
    {"Name": "잊혀진 등대", "Description": "파도 끝의 등대.", "MinCharacterLevel": 50, "MinItemLevel": 1340, "AreaName": "바다의 끝",
     "StartTime": "2026-11-18 06:00", "EndTime": "2026-11-25 05:59", "Image": "%s/epicgate/eg_2.png" % CDN, "RewardItems": rewards([("보석 상자", "use_9_2", "희귀", None)])}])
write("gamecontents/challenge-guardian-raids.json", {
    "Raids": [{"Name": "서리 늑대왕", "Description": "눈보라 속을 달리는 늑대들의 왕.", "MinCharacterLevel": 50, "MinItemLevel": 1250, "StartTime": "2026-11-18 06:00", "EndTime": "2026-11-25 05:59", "Image": "%s/monster/m_1.png" % CDN},
              {"Name": "화염 도롱뇽", "Description": "용암 속에 잠든 거대한 도롱뇽.", "MinCharacterLevel": 50, "MinItemLevel": 1415, "StartTime": "2026-11-18 06:00", "EndTime": "2026-11-25 05:59", "Image": "%s/monster/m_2.png" % CDN}],
    "RewardItems": [{"ExpeditionItemLevel": 1250, "Items": rewards([("빛나는 구도자의 장신구 상자", "use_2_7", "전설", None), ("파괴석 결정", "use_6_105", "일반", None)])},
                    {"ExpeditionItemLevel": 1415, "Items": rewards([("찬란한 명예의 돌파석", "use_7_1", "유물", None)])}]})
write("news/notices.json", [
    {"Title": t, "Date": d, "Link": "https://lostark.game.onstove.com/News/Notice/Views/%d" % n, "Type": ty}
    for t, d, n, ty in [("11월 25일(수) 정기 점검 안내", "2026-11-21T10:00:00.12", 13001, "점검"), ("겨울 별빛 축제 상점 업데이트", "2026-11-20T11:30:00.5", 13000, "상점"),
                        ("운영 정책 변경 안내", "2026-11-19T15:00:00", 12999, "공지"), ("별빛 축제 이벤트 당첨자 발표", "2026-11-18T18:00:00.333", 12998, "이벤트"),
                        ("서버 안정화 작업 안내", "2026-11-17T09:00:00", 12997, "점검"), ("신규 클래스 사전 안내", "2026-11-16T12:00:00", 12996, "공지")]])
write("news/events.json", [
    {"Title": "겨울 별빛 축제", "Thumbnail": "https://cdn-lostark.game.onstove.com/uploadfiles/banner/demo_1.jpg", "Link": "https://lostark.game.onstove.com/News/Event/Views/3001",
     "StartDate": "2026-11-18T10:00:00", "EndDate": "2026-12-16T06:00:00", "RewardDate": "2026-12-23T23:59:59"},
    {"Title": "모코코 씨앗 찾기", "Thumbnail": "https://cdn-lostark.game.onstove.com/uploadfiles/banner/demo_2.jpg", "Link": "https://lostark.game.onstove.com/News/Event/Views/3000",
     "StartDate": "2026-11-04T10:00:00", "EndDate": "2026-11-25T06:00:00", "RewardDate": None}])
def market(name, grade, prices):
    stats = [{"Date": "2026-11-%02d" % (21 - i), "AvgPrice": p, "TradeCount": 1000 + 37 * i} for i, p in enumerate(prices)]
    return [{"Name": name, "TradeRemainCount": None, "BundleCount": 1, "Stats": stats,
             "ToolTip": tip([name_tag(name, grade), item_title(grade, "%s 재련 재료" % grade, "아이템 티어 4", -1, "%s/use/use_6_200.png" % CDN, False),
                             ("SingleTextBox", "<FONT SIZE='12'>[재련 재료]</FONT>"), ("MultiTextBox", "|<font color='#C24B46'>거래 가능</font>"),
                             ("SingleTextBox", "<Font color='#5FD3F1'>[획득처] 카오스 던전, 가디언 토벌</font>")])}]
write("markets/items/66102006.json", market("운명의 파괴석", "희귀", [5.2, 5.0, 5.1, 4.9, 5.3, 5.5, 5.4, 5.6, 5.2, 5.1, 5.0, 4.8, 4.9, 5.0]))
write("markets/items/65203905.json", market("아비도스 융화 재료", "영웅", [81.5, 80.2, 79.9, 82.1, 84.0, 83.3, 85.2, 86.0, 84.4, 83.9, 82.2, 81.0, 80.7, 80.1]))
print("ok")
