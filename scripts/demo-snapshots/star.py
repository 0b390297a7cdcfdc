# 별빛수호자 — late-2026 endgame 바드 on 루페온: no elixir or transcendence (removed
# 2025-12-10; their stats moved into the base effects), radiance gems, ArkPassive ranks
from common import *

NAME = "별빛수호자"
CLASS = "바드"

GREEN_DOT = "<img src='emoticon_sign_greenDot' width='0' height='0' vspace='-3'></img>"


def profile():
    stats = [
        {"Type": "치명", "Value": "71", "Tooltip": [
            stat_line("치명타 적중률이 %s 증가합니다." % g("2.54%")),
            stat_line("물약 및 원정대 레벨 보상 효과로 %s만큼 영구적으로 증가되었습니다." % g("28")),
            stat_line("카드 도감 누적 효과가 반영된 값으로 전투정보실에서는 별도 수치를 표기하지 않습니다.")]},
        {"Type": "특화", "Value": "1846", "Tooltip": [
            stat_line("세레나데 게이지 획득량이 %s 증가합니다." % g("41.85%")),
            stat_line("용맹의 세레나데 효과로 증가하는 파티원의 공격력이 %s 증가합니다." % g("33.48%")),
            stat_line("신앙 게이지로 사용하는 스킬의 효과가 %s 증가합니다." % g("12.76%")),
            stat_line("물약 및 원정대 레벨 보상 효과로 %s만큼 영구적으로 증가되었습니다." % g("32")),
            stat_line("카드 도감 누적 효과가 반영된 값으로 전투정보실에서는 별도 수치를 표기하지 않습니다.")]},
        {"Type": "제압", "Value": "64", "Tooltip": [
            stat_line("피격이상 및 상태이상 대상에게 주는 피해량이 %s 증가합니다." % g("3.92%")),
            stat_line("무력화 대상에게 주는 피해량이 %s 증가합니다." % g("4.57%")),
            stat_line("물약 및 원정대 레벨 보상 효과로 %s만큼 영구적으로 증가되었습니다." % g("28"))]},
        {"Type": "신속", "Value": "712", "Tooltip": [
            stat_line("공격 속도가 %s 증가합니다." % g("12.23%")),
            stat_line("이동 속도가 %s 증가합니다." % g("12.23%")),
            stat_line("스킬 재사용 대기시간이 %s 감소합니다." % g("15.29%")),
            stat_line("물약 및 원정대 레벨 보상 효과로 %s만큼 영구적으로 증가되었습니다." % g("32"))]},
        {"Type": "인내", "Value": "66", "Tooltip": [
            stat_line("물리 방어력이 %s 증가합니다." % g("5.39%")),
            stat_line("마법 방어력이 %s 증가합니다." % g("5.39%")),
            stat_line("보호막 효과가 %s 증가합니다." % g("1.68%")),
            stat_line("생명력 회복 효과가 %s 증가합니다." % g("2.35%"))]},
        {"Type": "숙련", "Value": "70", "Tooltip": [
            stat_line("상태이상 공격 지속시간이 %s 증가합니다." % g("3.01%")),
            stat_line("상태이상 피해 지속시간이 %s 감소합니다." % g("2.50%")),
            stat_line("무력화 피해량이 %s 증가합니다." % g("2.00%"))]},
        {"Type": "최대 생명력", "Value": "348215", "Tooltip": [
            stat_line("캐릭터의 최대 생명력을 나타냅니다."),
            # the real 최대 생명력 tooltip nests an unclosed textformat
            "<textformat indent='-21' leftMargin='10'>" + stat_line("체력으로 최대 생명력이 %s 증가되었습니다." % g("201488")),
            stat_line("생명 활성력으로 최대 생명력이 %s 증가되었습니다." % g("46.00%"))]},
        {"Type": "공격력", "Value": "142873", "Tooltip": [
            stat_line("적에게 주는 피해를 계산할 때 기준이 되는 값입니다."),
            stat_line("힘, 민첩, 지능과 무기 공격력을 기반으로 증가한 기본 공격력은 %s 입니다." % g("131904")),
            stat_line("공격력 증감 효과로 공격력이 %s 증가되었습니다." % g("10969"))]},
    ]
    return {
        "CharacterImage": "https://img.lostark.co.kr/armory/4/5E0C2B7A91D34F6A8B1C0D2E3F405162738495A6B7C8D9E0F1A2B3C4D5E6F708.jpg?v=20261121053012",
        "ExpeditionLevel": 312,
        "PvpGradeName": "9급",
        "TownLevel": 70,
        "TownName": "별빛정원",
        "Title": "밤하늘의 파수꾼",
        "GuildMemberGrade": "부길드장",
        "GuildName": "은하철도",
        "UsingSkillPoint": 478,
        "TotalSkillPoint": 480,
        "Stats": stats,
        "Tendencies": [
            {"Type": "지성", "Point": 688, "MaxPoint": 1000},
            {"Type": "담력", "Point": 702, "MaxPoint": 1000},
            {"Type": "매력", "Point": 731, "MaxPoint": 1000},
            {"Type": "친절", "Point": 694, "MaxPoint": 1000}],
        "CombatPower": "4,512.37",
        "Decorations": {
            "Symbol": icon("playerinfodecoclassdeco_default/playerinfodecoclassdeco_default_5.png"),
            "Emblems": [icon("playerinfodecobrooch/playerinfodecobrooch_41.png"),
                        icon("playerinfodecobrooch/playerinfodecobrooch_88.png")]},
        "HonorPoint": 15,
        "ServerName": "루페온",
        "CharacterName": NAME,
        "CharacterLevel": 70,
        "CharacterClassName": CLASS,
        "ItemAvgLevel": "1,780.00",
    }


# ---------------------------------------------------------------- equipment
def upgrade_effect(values):
    a, b, c = values
    return part("[장비 업그레이드 효과]",
                "<FONT COLOR='#787878'>Lv.1&nbsp;/&nbsp;Lv.2&nbsp;/&nbsp;<FONT COLOR='#ffd200'>Lv.3</FONT></FONT><BR>"
                "진화 +&nbsp;<FONT COLOR='#787878'>%d&nbsp;/&nbsp;%d&nbsp;/&nbsp;<FONT COLOR='#c5e58b'>%d</FONT></FONT>" % (a, b, c),
                color="#c5e58b")


def weapon():
    return succession_weapon(CLASS, 22, "하프", "ifm_item/ifm_item_88.png", 98, "무기 공격력 +189312",
                             "추가 피해 +26.40%", (40800, 136000), (158, 175))


def succession_weapon(cls, plus, noun, ipath, quality, base, extra, growth, durability):
    """A 운명의 전율 weapon at +plus (1730 at +11, +5 a stage); growth: the bar (value, the
    next step's growth); durability: (current, maximum)."""
    grade, name = "고대", "+%d 운명의 전율 %s" % (plus, noun)
    path = icon(ipath)
    tt = tooltip([
        name_tag(grade, name),
        item_title(grade, "고대 %s" % noun, "<FONT SIZE='14'>아이템 레벨 %d (티어 4)</FONT>" % (1730 + 5 * (plus - 11)),
                   quality, path),
        single("<FONT SIZE='12'>%s 전용</FONT>" % cls),
        single("<FONT SIZE='12'>캐릭터 귀속됨</FONT>"),
        multi("|<font color='#C24B46'>거래 불가</font>"),
        part("기본 효과", base),
        None,
        part("추가 효과", extra),
        honing_progress(*growth),
        indent_group(None),
        upgrade_effect((8, 9, 10)),
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>분해불가</FONT>, <FONT COLOR='#C24B46'>품질 업그레이드 불가</FONT></FONT>"),
        progress(), progress(),
        source("[장비 업그레이드] 대도시"),
        money(*durability),
    ])
    return {"Type": "무기", "Name": name, "Icon": path, "Grade": grade, "Tooltip": tt,
            "EquipOptions": None, "AccessoryOptions": None}


ARMOR = [
    # slot, name, kind, icon, level, plus, growth bar (value, maximum: the next step's growth), quality,
    # base, durability; 운명의 전율 gear (honed from +11 at 1730, +5 a stage; no 상급 재련). Base values
    # carry what elixirs and transcendence gave before 2025-12-10 (about a fifth more)
    ("투구", "머리장식", "고대 머리 방어구", "ifm_item/ifm_item_31.png", 1780, 21, (23100, 77000), 100,
     "물리 방어력 +10337<BR>마법 방어력 +11484<BR>지능 +105416<BR>체력 +10435", (51, 66)),
    ("상의", "상의", "고대 상의", "ifm_item/ifm_item_32.png", 1780, 21, (0, 77000), 93,
     "물리 방어력 +12920<BR>마법 방어력 +14356<BR>지능 +131769<BR>체력 +13043", (60, 66)),
    ("하의", "하의", "고대 하의", "ifm_item/ifm_item_33.png", 1780, 21, (0, 77000), 96,
     "물리 방어력 +12056<BR>마법 방어력 +13396<BR>지능 +122985<BR>체력 +12173", (44, 66)),
    ("장갑", "장갑", "고대 장갑", "ifm_item/ifm_item_34.png", 1775, 20, (41250, 72000), 89,
     "물리 방어력 +8614<BR>마법 방어력 +9571<BR>지능 +87844<BR>체력 +8695", (66, 66)),
    ("어깨", "어깨장식", "고대 어깨 방어구", "ifm_item/ifm_item_35.png", 1780, 21, (0, 77000), 100,
     "물리 방어력 +11197<BR>마법 방어력 +12441<BR>지능 +114196<BR>체력 +11303", (12, 66)),
]


def armor(entry, cls=CLASS):
    slot, suffix, kind, ipath, lvl, plus, (grown, growth), quality, base, (dur, dmax) = entry
    grade = "고대"
    name = "+%d 운명의 전율 %s" % (plus, suffix)
    path = icon(ipath)
    els = [
        name_tag(grade, name),
        item_title(grade, kind, "<FONT SIZE='14'>아이템 레벨 %d (티어 4)</FONT>" % lvl, quality, path),
        single("<FONT SIZE='12'>%s 전용</FONT>" % cls),
        single("<FONT SIZE='12'>캐릭터 귀속됨</FONT>"),
        multi("|<font color='#C24B46'>거래 불가</font>"),
        part("기본 효과", base),
        None,
        part("추가 효과", "생명 활성력 +1320"),
        honing_progress(grown, growth),
        indent_group(None),
        upgrade_effect((16, 18, 20)),
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>분해불가</FONT>, <FONT COLOR='#C24B46'>품질 업그레이드 불가</FONT></FONT>"),
        progress(), progress(),
        source("[장비 업그레이드] 대도시"),
        money(dur, dmax),
    ]
    return {"Type": slot, "Name": name, "Icon": path, "Grade": grade, "Tooltip": tooltip(els),
            "EquipOptions": None, "AccessoryOptions": None}


def vambrace(cls=CLASS, plus=17, growth=(96000, 388000), base="지능 +41280<BR>무기 공격력 +12840<BR>공격력 +5070"):
    # 완갑 (since 2026-08-05): its own honing table, no item level (the title says only its tier),
    # grades by stage (영웅 to +10, 전설 to +15, 유물 to +20, 고대 to +25); the growth bar is the
    # next step's (17→18: 388,000)
    grade = "영웅" if plus < 10 else "전설" if plus < 15 else "유물" if plus < 20 else "고대"
    name = "+%d 운명의 전율 완갑" % plus
    path = icon("ifm_item/ifm_item_36.png")
    tt = tooltip([
        name_tag(grade, name),
        item_title(grade, "%s 완갑" % grade, "<FONT SIZE='14'>아이템 티어 4</FONT>", -1, path),
        single("<FONT SIZE='12'>%s 전용</FONT>" % cls),
        single("<FONT SIZE='12'>캐릭터 귀속됨</FONT>"),
        multi("|<font color='#C24B46'>거래 불가</font>"),
        part("기본 효과", base),
        None,
        honing_progress(*growth),
        indent_group(None),
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>분해불가</FONT>, <FONT COLOR='#C24B46'>품질 업그레이드 불가</FONT></FONT>"),
        progress(), progress(),
        source("[장비 재련] 대도시"),
    ])
    return {"Type": "완갑", "Name": name, "Icon": path, "Grade": grade, "Tooltip": tt,
            "EquipOptions": None, "AccessoryOptions": None}


def polish(rows):
    out = []
    for label, value, color in rows:
        out.append("%s%s <FONT COLOR='%s'>%s</FONT>" % (GREEN_DOT, label, color, value))
    # the real data writes these colours without '#', and mixes COLOR/color
    return "<br>".join(out)


ACCESSORIES = [
    ("목걸이", "별이 내린 서약의 목걸이", "고대 목걸이", "acc/acc_215.png", 91,
     "<FONT COLOR='#686660'>힘 +16902</FONT><BR><FONT COLOR='#686660'>민첩 +16902</FONT><BR>지능 +16902<BR>체력 +4012",
     [("낙인력", "+8.00%", "FE9600"), ("세레나데, 신앙, 조화 게이지 획득량", "+3.60%", "CE43FC"), ("최대 생명력", "+3250", "00B5FF")],
     "깨달음 +13", 1),
    ("귀걸이", "별이 내린 서약의 귀걸이", "고대 귀걸이", "acc/acc_216.png", 88,
     "<FONT COLOR='#686660'>힘 +13146</FONT><BR><FONT COLOR='#686660'>민첩 +13146</FONT><BR>지능 +13146<BR>체력 +3110",
     [("무기 공격력", "+3.00%", "FE9600"), ("무기 공격력", "+195", "CE43FC"), ("최대 마나", "+15", "00B5FF")],
     "깨달음 +12", 0),
    ("귀걸이", "흩날리는 성운의 귀걸이", "고대 귀걸이", "acc/acc_217.png", 95,
     "<FONT COLOR='#686660'>힘 +13420</FONT><BR><FONT COLOR='#686660'>민첩 +13420</FONT><BR>지능 +13420<BR>체력 +3175",
     [("무기 공격력", "+1.80%", "CE43FC"), ("파티원 보호막 효과", "+3.50%", "FE9600"), ("상태이상 공격 지속시간", "+0.20%", "00B5FF")],
     "깨달음 +12", 0),
    ("반지", "별이 내린 서약의 반지", "고대 반지", "acc/acc_218.png", 83,
     "<FONT COLOR='#686660'>힘 +12105</FONT><BR><FONT COLOR='#686660'>민첩 +12105</FONT><BR>지능 +12105<BR>체력 +2864",
     [("아군 공격력 강화 효과", "+5.00%", "FE9600"), ("아군 피해량 강화 효과", "+7.50%", "FE9600"), ("공격력", "+80", "00B5FF")],
     "깨달음 +12", 1),
    ("반지", "흩날리는 성운의 반지", "고대 반지", "acc/acc_219.png", 97,
     "<FONT COLOR='#686660'>힘 +12388</FONT><BR><FONT COLOR='#686660'>민첩 +12388</FONT><BR>지능 +12388<BR>체력 +2931",
     [("아군 공격력 강화 효과", "+3.00%", "CE43FC"), ("아군 피해량 강화 효과", "+4.50%", "CE43FC"), ("최대 생명력", "+1300", "00B5FF")],
     "깨달음 +12", 2),
]


def accessory(entry):
    slot, name, kind, ipath, quality, base, pol, ark, trades = entry
    grade = "고대"
    path = icon(ipath)
    trade = ("<FONT SIZE='12'><FONT COLOR='#C24B46'>거래 제한 아이템 레벨</FONT> 1680<BR>캐릭터 귀속됨<BR>"
             "거래 <FONT COLOR='#FFD200'>%d</FONT>회 가능</FONT>" % trades) if trades else \
            "<FONT SIZE='12'><FONT COLOR='#C24B46'>거래 제한 아이템 레벨</FONT> 1680<BR>캐릭터 귀속됨</FONT>"
    tt = tooltip([
        name_tag(grade, name),
        item_title(grade, kind, "<FONT SIZE='14'>아이템 티어 4</FONT>", quality, path),
        single(trade),
        multi("|거래가능" if trades else "|<font color='#C24B46'>거래 불가</font>"),
        part("기본 효과", base),
        None,
        part("연마 효과", polish(pol)),
        indent_group(None),
        part("아크 패시브 포인트 효과", ark),
        progress(), progress(),
        source("[카제로스 레이드] 4막 : 무너진 별의 제단 - 하드", "[카제로스 레이드] 종막 : 마지막 노래", more=True),
    ])
    return {"Type": slot, "Name": name, "Icon": path, "Grade": grade, "Tooltip": tt,
            "EquipOptions": None, "AccessoryOptions": None}


def stone(name="찬란한 비상의 돌", engravings=(("각성", 4), ("구슬동자", 3)), penalty=("방어력 감소", 1)):
    grade = "고대"
    path = icon("ability/ability_246.png")
    sym = "<img src='emoticon_tooltip_ability_stone_symbol' width='11' height='14' vspace ='-2'></img>"
    rows = [
        (0, "<FONT COLOR='#FFFFFF'>[<FONT COLOR='#FFFFAC'>%s</FONT>] %sLv.%d</FONT><BR>" % (e, sym, lv), 2) for e, lv in engravings
    ] + [
        (0, "<FONT COLOR='#FFFFFF'>[<FONT COLOR='#FE2E2E'>%s</FONT>] %sLv.%d</FONT><BR>" % (penalty[0], sym, penalty[1]), 2),
        (0, "[<FONT COLOR='#73DC04'>레벨 보너스</FONT>] <FONT COLOR='#FFFFFF'>최대 생명력 +1.50%<BR></FONT>", 2),
    ]
    tt = tooltip([
        name_tag(grade, name),
        item_title(grade, "고대 어빌리티 스톤", "<FONT SIZE='14'>아이템 티어 4</FONT>", -1, path),
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>거래 제한 아이템 레벨</FONT> 1640<BR>캐릭터 귀속됨</FONT>"),
        multi("|<font color='#C24B46'>거래 불가</font>"),
        part("기본 효과", "체력 +23120"),
        None,
        part("세공 단계 보너스", "체력 +3470"),
        indent_group([("<FONT SIZE='12' COLOR='#A9D0F5'>무작위 각인 효과</FONT>", rows)]),
        indent_group(None),
        single("<FONT COLOR='#E2C87A'><FONT SIZE='12'>별빛을 머금은 듯 은은하게 빛나는 돌. 손끝으로 두드리면 맑은 소리가 울린다.<br><br>"
               "<FONT COLOR='#FFFFAC'>어빌리티 스톤 세공사에게 세공 완료 후 장착 가능합니다.</FONT></FONT></FONT>"),
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>판매불가</FONT></FONT>"),
        progress(), progress(),
        source("[가디언 토벌] 4티어", "[필드 보스] 별무리 평원 - 크로노스", more=True),
    ])
    return {"Type": "어빌리티 스톤", "Name": name, "Icon": path, "Grade": grade, "Tooltip": tt,
            "EquipOptions": None, "AccessoryOptions": None}


BRACELET = [
    "%(locked)s 특화 <FONT COLOR='#91FE02'>+96</FONT>",
    "%(locked)s 신속 <FONT COLOR='#CE43FC'>+74</FONT>",
    "%(change)s파티원에게 부여하는 보호막 효과가 <FONT COLOR='#FE9600'>3.5%%</FONT> 증가한다.",
    "%(change)s전투 중 생명력 회복량이 <FONT COLOR='#00B5FF'>120</FONT> 증가한다.",
    "%(change)s이동 속도가 <FONT COLOR='#99ff99'>2.0%%</FONT> 증가한다.<BR>아군에게 부여하는 이동 속도 증가 효과가 <FONT COLOR='#99ff99'>1.0%%</FONT> 증가한다.",
]


def bracelet(name="빛나는 성좌의 팔찌", lines=BRACELET, leap=18):
    """lines: the effects, each with %(locked)s or %(change)s where its icon goes."""
    grade = "고대"
    path = icon("acc/acc_327.png")
    marks = {"locked": "<img src='emoticon_tooltip_bracelet_locked' vspace='-5'></img>",
             "change": "<img src='emoticon_tooltip_bracelet_changeable' width='20' height='20' vspace='-6'></img>"}
    body = "<BR>".join(line % marks for line in lines)
    tt = tooltip([
        name_tag(grade, name),
        item_title(grade, "고대 팔찌", "<FONT SIZE='14'>아이템 티어 4</FONT>", -1, path),
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>거래 제한 아이템 레벨</FONT> 1680<BR>캐릭터 귀속됨</FONT>"),
        multi("|<font color='#C24B46'>거래 불가</font>"),
        None,
        part("팔찌 효과", body),
        indent_group(None),
        single("<FONT COLOR='#C24B46'>효과 부여 불가</FONT>"),
        part("아크 패시브 포인트 효과", "도약 +%d" % leap),
        progress(), progress(),
        source("[가디언 토벌] 4티어", "[카제로스 레이드] 종막 : 마지막 노래", more=True),
    ])
    return {"Type": "팔찌", "Name": name, "Icon": path, "Grade": grade, "Tooltip": tt,
            "EquipOptions": None, "AccessoryOptions": None}


def equipment():
    return [weapon()] + [armor(a) for a in ARMOR] + [accessory(a) for a in ACCESSORIES] + [stone(), bracelet(), vambrace()]


# ---------------------------------------------------------------- avatars
def avatar(slot, name, grade, ipath, kind, body, inner=False, is_set=False, stat=None, symbol=None, tint=None, src=None):
    path = icon(ipath)
    els = [
        name_tag(grade, name),
        item_title(grade, kind, "", -1, path),
        single("<FONT SIZE='12'>%s</FONT>" % body),
        single("<FONT SIZE='12'>원정대 귀속됨 <BR>거래 <FONT COLOR='#FFD200'>3</FONT>회 가능</FONT>"),
        multi("|거래가능"),
    ]
    if stat:
        els.append(part("기본 효과", stat))
    els.append(None)
    if symbol:
        els.append(("SymbolString", {"contentStr": symbol, "titleStr": "<FONT COLOR='#A9D0F5'>성향</FONT>"}))
    if tint:
        els.append(("ItemTintGroup", tint))
    els += [indent_group(None),
            single("<FONT SIZE='12'><FONT COLOR='#C24B46'>판매불가</FONT>, <FONT COLOR='#C24B46'>분해불가</FONT></FONT>"),
            progress(), progress()]
    if src:
        els.append(source(src))
    tt = tooltip(els, extra={"AvatarAttribute": {"IsInner": inner, "IsSet": is_set}})
    return {"Type": slot, "Name": name, "Icon": path, "Grade": grade, "IsSet": is_set, "IsInner": inner, "Tooltip": tt}


def avatars():
    tint = {
        "itemData": {
            "Element_000": {"baseColor": "#2B3A67", "glossValue": "100%", "patternColor": "#F5E6A8",
                            "patternHSV": {"Element_000": 0.13, "Element_001": 0.31, "Element_002": 0.96},
                            "patternIcon": None, "title": "부위1"},
            "Element_001": {"baseColor": "#C9D6FF", "glossValue": "기본값", "patternColor": "#FFFFFF",
                            "patternHSV": {"Element_000": 0.0, "Element_001": 0.0, "Element_002": 1.0},
                            "patternIcon": None, "title": "부위2"}},
        "title": "<FONT COLOR='#A9D0F5'>염색 정보</FONT>"}
    return [
        avatar("무기 아바타", "은하수 연주자의 하프", "전설", "shop_icon/shop_icon_7912.png", "전설 하프 아바타",
               "바드 전용", inner=True, stat="지능 +2.00%",
               symbol="&tdc_smart 지성 : 5<BR>&tdc_courage 담력 : 5<BR><BR>", tint=tint,
               src="[요즈의 항아리] 요즈 IV : 은하수"),
        avatar("머리 아바타", "밤하늘 축제 머리", "영웅", "shop_icon/shop_icon_9750.png", "영웅 머리 아바타",
               "바드 전용", stat="지능 +1.00%",
               symbol="&tdc_smart 지성 : 5<BR>&tdc_courage 담력 : 5<BR>&tdc_charm 매력 : 5<BR>&tdc_kind 친절 : 5<BR><BR>",
               src="[상점] 밤하늘 축제 패키지"),
        avatar("이동 효과", "유성우 발자국", "전설", "moving_effect/moving_effect_21.png", "전설 이동 효과",
               "모든 클래스 사용 가능", src="[이벤트] 별 헤는 밤"),
    ]


# ---------------------------------------------------------------- skills
def tripod(tier, slot, name, ipath, selected, text):
    return {"Tier": tier, "Slot": slot, "Name": name, "Icon": icon(ipath), "IsSelected": selected,
            "Tooltip": "<font color='#FFFDE7'>%s</font>" % text}


def rune(name, grade, ipath, effect):
    c = GRADE_COLOR[grade]
    tt = tooltip_compact([
        ("NameTagBox", "<P ALIGN='CENTER'><FONT COLOR='%s'>%s</FONT></P>" % (c, name)),
        ("ItemTitle", {"bEquip": 0, "itemIrochiCount": 0,
                       "leftStr0": "<FONT SIZE='12'><FONT COLOR='%s'>%s 스킬 룬</FONT></FONT>" % (c, grade),
                       "leftStr1": "", "leftStr2": "", "qualityValue": -1, "rightStr0": "",
                       "slotData": slot_data(grade, "efui_iconatlas/" + ipath)}),
        None,
        part("스킬 룬 효과", effect),
        single("<FONT COLOR='#E2C87A'><FONT SIZE='12'>스킬에 강력한 힘을 부여할 수 있는 특별한 룬이다.</FONT></FONT>"),
        progress(), progress(),
        source("[타워] 별의 탑"),
    ])
    return {"Name": name, "Icon": icon(ipath), "Grade": grade, "Tooltip": tt}


def skill_tooltip(name, ipath, level, kind, cooldown, cost, desc, next_desc, tripods, rune_obj=None, gem=None, tag="", maxed=False):
    els = [
        ("NameTagBox", name),
        ("CommonSkillTitle", {"leftText": "<FONT SIZE='12'>재사용 대기시간 %s</FONT>" % cooldown,
                              "level": tag, "middleText": "",
                              "name": "<FONT SIZE='12'><FONT SIZE='14' COLOR='#FFFFAC'>%s</FONT></FONT>" % kind,
                              "slotData": {"iconGrade": 0, "iconPath": icon(ipath), "imagePath": ""}}),
        multi("|<FONT COLOR='#3C78FF'>PvE</FONT>"),
        single("스킬 레벨 %d%s" % (level, " (최대)" if maxed else "")),
    ]
    if cost:
        els.append(multi("%s|" % cost))
    els.append(single(desc))
    sel = [t for t in tripods if t["IsSelected"]]
    if sel:
        custom = {}
        for i, t in enumerate(sel):
            custom["Element_%03d" % i] = {"desc": t["Tooltip"], "lock": False,
                                          "name": "<font color='#FFBB63'>%s</font>" % t["Name"],
                                          "slotData": {"iconGrade": 10, "iconPath": t["Icon"], "imagePath": ""}}
        els.append(("TripodSkillCustom", custom))
    if rune_obj:
        r = json.loads(rune_obj["Tooltip"])
        effect = r["Element_003"]["value"]["Element_001"]
        els.append(part("스킬 룬 효과", "[<FONT COLOR='%s'>%s</FONT>] %s" % (GRADE_COLOR[rune_obj["Grade"]], rune_obj["Name"], effect)))
    if gem:
        els.append(part("보석 효과", "[바드] <FONT COLOR='#FFD200'>%s</FONT> %s " % (name, gem)))
    if next_desc:
        els += [("BlinkLineStart", True),
                single("다음 스킬 레벨 %d" % (level + 1)),
                multi("|<FONT COLOR='#808080'>필요 레벨</FONT> 55"),
                multi("|<FONT COLOR='#808080'>필요 스킬 포인트 </FONT>%d" % (6 if level < 10 else 12)),
                single(cost or ""),
                single(next_desc),
                ("BlinkLineEnd", True)]
    return tooltip(els)


def desc(text, *tags):
    out = "<FONT COLOR='#efefdf'><FONT SIZE='11'>%s</FONT></FONT>" % text
    for t in tags:
        out += "<BR><FONT SIZE='12'><FONT COLOR='#EEA839'>%s</FONT></FONT>" % t
    return out


def dmg(v):
    return "<FONT COLOR='#ffbb00'>%s</FONT>" % v


def yel(v):
    return "<FONT COLOR='#ffff99'>%s</FONT>" % v


SKILL_GEMS = {}


def skills():
    out = []

    def add(name, ipath, level, kind, stype, cooldown, cost, d, nd, tripods, rune_obj=None, gem=None, tag=""):
        tt = skill_tooltip(name, ipath, level, kind, cooldown, cost, d, nd, tripods, rune_obj, gem, tag,
                           maxed=(stype != 0))
        out.append({"Name": name, "Icon": icon(ipath), "Level": level, "Type": kind, "SkillType": stype,
                    "Tripods": tripods, "Rune": rune_obj, "Tooltip": tt})
        SKILL_GEMS[name] = tt

    add("천상의 연주", "ark_passive_bard/ark_passive_bard_07.png", 12, "일반", 0, "24초", "마나 104 소모",
        desc("하프를 연주하여 %s 반경 내 파티원의 생명력을 %s 회복시키고, %s초 동안 받는 피해를 %s 감소시킨다." % (yel("12m"), g("18.0%"), yel("6"), g("10.0%")),
             "무력화 : 하", "슈퍼아머 : 경직 면역"),
        desc("하프를 연주하여 %s 반경 내 파티원의 생명력을 %s 회복시키고, %s초 동안 받는 피해를 %s 감소시킨다." % (yel("12m"), g("18.5%"), yel("6"), g("10.0%")),
             "무력화 : 하", "슈퍼아머 : 경직 면역"),
        [tripod(0, 1, "빠른 준비", "tripod_tier/tripod_tier_1_2.png", True, "재사용 대기시간이 %s 감소한다." % "<FONT COLOR='#99ff99'>4.0초</FONT>"),
         tripod(0, 2, "넓은 울림", "tripod_tier/tripod_tier_1_14.png", False, "효과 범위가 <FONT COLOR='#99ff99'>30.0%</FONT> 증가한다."),
         tripod(0, 3, "마나 절약", "tripod_tier/tripod_tier_1_30.png", False, "마나 소모량이 <FONT COLOR='#99ff99'>50.0%</FONT> 감소한다."),
         tripod(1, 1, "정화의 선율", "tripod_tier/tripod_tier_2_44.png", True, "연주 시 파티원에게 걸린 해로운 효과를 <FONT COLOR='#99ff99'>1</FONT>개 해제한다."),
         tripod(1, 2, "지속되는 선율", "tripod_tier/tripod_tier_2_51.png", False, "피해 감소 효과의 지속 시간이 <FONT COLOR='#99ff99'>2.0초</FONT> 증가한다."),
         tripod(1, 3, "빠른 손놀림", "tripod_tier/tripod_tier_2_9.png", False, "연주 속도가 <FONT COLOR='#99ff99'>20.0%</FONT> 증가한다."),
         tripod(2, 1, "별빛 축복", "tripod_tier/tripod_tier_3_61.png", True, "파티원의 공격력이 <FONT COLOR='#99ff99'>6.0%</FONT> 증가한다."),
         tripod(2, 2, "안식의 노래", "tripod_tier/tripod_tier_3_38.png", False, "회복량이 <FONT COLOR='#99ff99'>40.0%</FONT> 증가한다.")],
        rune("정화", "전설", "use/use_7_200.png", "스킬 적중 시 자신에게 걸린 해로운 효과 1개 해제"),
        gem="재사용 대기시간 22.00% 감소")

    add("수호의 연주", "ifm_skill/ifm_skill_03_12.png", 12, "지점", 0, "30초", "마나 126 소모",
        desc("지정한 위치에 수호의 음표를 남겨 %s초 동안 파티원에게 최대 생명력의 %s에 해당하는 보호막을 부여한다." % (yel("5"), g("15.0%")),
             "슈퍼아머 : 경직 면역"),
        None,
        [tripod(0, 1, "빠른 준비", "tripod_tier/tripod_tier_1_2.png", False, "재사용 대기시간이 <FONT COLOR='#99ff99'>5.0초</FONT> 감소한다."),
         tripod(0, 2, "탁월한 기동성", "tripod_tier/tripod_tier_1_10.png", True, "사용 중 이동 속도가 <FONT COLOR='#99ff99'>20.0%</FONT> 증가한다."),
         tripod(0, 3, "넓은 울림", "tripod_tier/tripod_tier_1_14.png", False, "효과 범위가 <FONT COLOR='#99ff99'>30.0%</FONT> 증가한다."),
         tripod(1, 1, "단단한 선율", "tripod_tier/tripod_tier_2_23.png", True, "보호막 흡수량이 <FONT COLOR='#99ff99'>30.0%</FONT> 증가한다."),
         tripod(1, 2, "생명의 노래", "tripod_tier/tripod_tier_2_33.png", False, "보호막이 유지되는 동안 생명력을 초당 <FONT COLOR='#99ff99'>1.0%</FONT> 회복한다."),
         tripod(1, 3, "신속한 연주", "tripod_tier/tripod_tier_2_9.png", False, "시전 속도가 <FONT COLOR='#99ff99'>25.0%</FONT> 증가한다."),
         tripod(2, 1, "불굴의 음표", "tripod_tier/tripod_tier_3_40.png", False, "보호막이 유지되는 동안 피격이상에 면역된다."),
         tripod(2, 2, "울려퍼지는 선율", "tripod_tier/tripod_tier_3_12.png", True, "지속 시간이 <FONT COLOR='#99ff99'>3.0초</FONT> 증가한다.")],
        rune("속행", "전설", "use/use_7_196.png", "스킬 사용 시 일정 확률로 전체 재사용 대기 시간이 16% 감소"))

    add("음파 진동", "ifm_skill/ifm_skill_03_4.png", 10, "홀딩", 0, "16초", "마나 78 소모",
        desc("하프 줄을 강하게 튕겨 전방으로 음파를 퍼뜨려 %s의 피해를 %s회 준다. 홀딩 시 최대 %s회까지 추가로 공격한다." % (dmg("48,220"), yel("3"), yel("2")),
             "부위 파괴 : 레벨 1", "무력화 : 중", "공격 타입 : 백 어택"),
        desc("하프 줄을 강하게 튕겨 전방으로 음파를 퍼뜨려 %s의 피해를 %s회 준다. 홀딩 시 최대 %s회까지 추가로 공격한다." % (dmg("52,904"), yel("3"), yel("2")),
             "부위 파괴 : 레벨 1", "무력화 : 중", "공격 타입 : 백 어택"),
        [tripod(0, 1, "약점 포착", "tripod_tier/tripod_tier_1_18.png", True, "부위 파괴 수치가 <FONT COLOR='#99ff99'>1레벨</FONT> 증가한다."),
         tripod(0, 2, "넓은 울림", "tripod_tier/tripod_tier_1_14.png", False, "공격 범위가 <FONT COLOR='#99ff99'>30.0%</FONT> 증가한다."),
         tripod(0, 3, "재빠른 손놀림", "tripod_tier/tripod_tier_1_41.png", False, "공격 속도가 <FONT COLOR='#99ff99'>20.0%</FONT> 증가한다."),
         tripod(1, 1, "강한 진동", "tripod_tier/tripod_tier_2_3.png", False, "무력화 수치가 <FONT COLOR='#99ff99'>50.0%</FONT> 증가한다."),
         tripod(1, 2, "낙인의 울림", "tripod_tier/tripod_tier_2_64.png", True, "적중한 적에게 <FONT COLOR='#ffff99'>10</FONT>초 동안 '낙인' 효과를 부여한다."),
         tripod(1, 3, "마나 절약", "tripod_tier/tripod_tier_2_30.png", False, "마나 소모량이 <FONT COLOR='#99ff99'>50.0%</FONT> 감소한다."),
         tripod(2, 1, "공명", "tripod_tier/tripod_tier_3_19.png", True, "마지막 공격의 피해가 <FONT COLOR='#99ff99'>60.0%</FONT> 증가한다."),
         tripod(2, 2, "잔향", "tripod_tier/tripod_tier_3_22.png", False, "공격이 끝난 자리에 <FONT COLOR='#ffff99'>2</FONT>초 동안 잔향이 남아 적을 느리게 한다.")],
        gem="피해 36.00% 증가")

    add("빛의 광시곡", "ifm_skill/ifm_skill_03_18.png", 11, "지점", 0, "20초", "마나 92 소모",
        desc("지정한 위치에 빛의 음표를 떨어뜨려 %s의 피해를 주고, 적중한 적에게 %s초 동안 '낙인'을 남긴다." % (dmg("61,480"), yel("8")),
             "무력화 : 하", "공격 타입 : 헤드 어택"),
        None,
        [tripod(0, 1, "빠른 준비", "tripod_tier/tripod_tier_1_2.png", False, "재사용 대기시간이 <FONT COLOR='#99ff99'>3.0초</FONT> 감소한다."),
         tripod(0, 2, "넓은 울림", "tripod_tier/tripod_tier_1_14.png", True, "공격 범위가 <FONT COLOR='#99ff99'>40.0%</FONT> 증가한다."),
         tripod(0, 3, "약점 포착", "tripod_tier/tripod_tier_1_18.png", False, "부위 파괴 수치가 <FONT COLOR='#99ff99'>1레벨</FONT> 증가한다."),
         tripod(1, 1, "연속 낙하", "tripod_tier/tripod_tier_2_40.png", True, "빛의 음표가 <FONT COLOR='#ffff99'>2</FONT>회 떨어진다."),
         tripod(1, 2, "신속한 연주", "tripod_tier/tripod_tier_2_9.png", False, "시전 속도가 <FONT COLOR='#99ff99'>25.0%</FONT> 증가한다."),
         tripod(1, 3, "마나 절약", "tripod_tier/tripod_tier_2_30.png", False, "마나 소모량이 <FONT COLOR='#99ff99'>50.0%</FONT> 감소한다."),
         tripod(2, 1, "빛의 결속", "tripod_tier/tripod_tier_3_55.png", True, "'낙인'이 부여된 적에게 파티원이 주는 피해가 <FONT COLOR='#99ff99'>3.0%</FONT> 추가로 증가한다."),
         tripod(2, 2, "눈부신 빛", "tripod_tier/tripod_tier_3_27.png", False, "적중한 적을 <FONT COLOR='#ffff99'>1.5</FONT>초 동안 기절시킨다.")],
        rune("집중", "영웅", "use/use_7_198.png", "스킬 적중 시 일정 시간 동안 마나 회복 속도 증가"),
        gem="재사용 대기시간 20.00% 감소")

    add("윈드 오브 뮤직", "ifm_skill/ifm_skill_03_2.png", 7, "일반", 0, "18초", "마나 66 소모",
        desc("음표의 바람을 일으켜 %s 반경 내 파티원의 이동 속도를 %s초 동안 %s 증가시킨다." % (yel("14m"), yel("8"), g("18.0%"))),
        None,
        [tripod(0, 1, "빠른 준비", "tripod_tier/tripod_tier_1_2.png", True, "재사용 대기시간이 <FONT COLOR='#99ff99'>3.0초</FONT> 감소한다."),
         tripod(0, 2, "넓은 울림", "tripod_tier/tripod_tier_1_14.png", False, "효과 범위가 <FONT COLOR='#99ff99'>30.0%</FONT> 증가한다."),
         tripod(0, 3, "마나 절약", "tripod_tier/tripod_tier_1_30.png", False, "마나 소모량이 <FONT COLOR='#99ff99'>50.0%</FONT> 감소한다."),
         tripod(1, 1, "상쾌한 바람", "tripod_tier/tripod_tier_2_17.png", False, "공격 속도가 <FONT COLOR='#99ff99'>8.0%</FONT> 추가로 증가한다."),
         tripod(1, 2, "든든한 바람", "tripod_tier/tripod_tier_2_23.png", True, "받는 피해가 <FONT COLOR='#99ff99'>8.0%</FONT> 감소한다."),
         tripod(1, 3, "지속되는 바람", "tripod_tier/tripod_tier_2_51.png", False, "지속 시간이 <FONT COLOR='#99ff99'>3.0초</FONT> 증가한다."),
         tripod(2, 1, "폭풍의 선율", "tripod_tier/tripod_tier_3_3.png", False, "이동 속도 증가량이 <FONT COLOR='#99ff99'>10.0%</FONT> 추가로 증가한다."),
         tripod(2, 2, "자유로운 바람", "tripod_tier/tripod_tier_3_31.png", False, "사용 시 파티원의 이동 불가 효과를 해제한다.")])

    add("천상의 하모니", "ifm_skill/ifm_skill_03_25.png", 1, "일반", 1, "4분", None,
        desc("거대한 하프를 소환해 %s 반경 내 파티원을 %s초 동안 무적 상태로 만들고, 생명력을 %s 회복시킨다." % (yel("16m"), yel("4"), g("100%")),
             "슈퍼아머 : 피격이상 면역, 상태이상 면역"),
        None, [], tag="<FONT SIZE='14'><FONT COLOR='#E73517'>각성기</FONT></FONT>")

    add("별빛 세레나데", "ifm_skill/ifm_skill_03_29.png", 1, "일반", 100, "5분", None,
        desc("밤하늘의 별빛을 모아 연주하며 %s초 동안 파티원의 공격력을 %s 증가시키고, 주변 적에게 %s의 피해를 준다." % (yel("12"), g("15.0%"), dmg("4,812,650")),
             "무력화 : 최상", "슈퍼아머 : 피격이상 면역, 상태이상 면역"),
        None, [], tag="<FONT SIZE='14'><FONT COLOR='#E73517'>초각성기</FONT></FONT>")
    return out


# ---------------------------------------------------------------- engravings / cards / gems
def engravings():
    def e(stone_lv, grade, lv, name, d):
        return {"AbilityStoneLevel": stone_lv, "Grade": grade, "Level": lv, "Name": name, "Description": d}
    return {"Engravings": None, "Effects": None, "ArkPassiveEffects": [
        e(4, "유물", 4, "각성", "각성기의 재사용 대기시간이 <FONT COLOR='#99ff99'>45.00%</FONT> 감소하며, 각성기 사용 횟수 제한이 <FONT COLOR='#ffff99'>3</FONT>회 증가한다."),
        e(3, "유물", 3, "구슬동자", "전투 중 생성되는 회복 구슬 획득 시 <FONT COLOR='#ffff99'>5</FONT>초 동안 공격력이 <FONT COLOR='#99ff99'>6.00%</FONT> 증가한다."),
        e(None, "유물", 4, "전문의", "방패, 생명력 회복 효과가 <FONT COLOR='#99ff99'>32.00%</FONT> 증가하며, 생명력이 <FONT COLOR='#ffff99'>50%</FONT> 이하인 아군에게는 효과가 <FONT COLOR='#99ff99'>64.00%</FONT>로 적용된다."),
        e(None, "전설", 4, "중갑 착용", "물리 방어력과 마법 방어력이 <FONT COLOR='#99ff99'>60.00%</FONT> 증가한다."),
        e(None, "유물", 2, "마나의 흐름", "전투 중 마나 회복 속도가 <FONT COLOR='#99ff99'>18.00%</FONT> 증가하며, 스킬 재사용 대기시간 중 마나 회복 속도가 추가로 <FONT COLOR='#99ff99'>10.00%</FONT> 증가한다. <FONT COLOR='#ff9999'>(쿨타임 30초)</FONT>"),
    ]}


CARDS = [("별지기 세레나", "card_legend/card_legend_02_1.png", 5, "밤마다 등대에 올라 별의 길을 기록하는 소녀. 그녀의 노래는 길 잃은 배를 항구로 이끈다."),
         ("항해사 오르카", "card_legend/card_legend_02_2.png", 5, "폭풍의 바다를 세 번 건넌 전설의 항해사. 나침반 대신 별을 믿는다."),
         ("꿈꾸는 마녀 릴리안", "card_legend/card_legend_02_3.png", 5, "꿈과 현실의 경계에 사는 마녀. 잠든 이의 소원을 별로 바꾼다고 한다."),
         ("은빛 기사 칼렌", "card_legend/card_legend_02_4.png", 4, "별빛 기사단의 마지막 단장. 부러진 검을 아직도 허리에 차고 다닌다."),
         ("밤의 음유시인", "card_legend/card_legend_02_5.png", 3, "이름 없는 음유시인. 그의 노래를 들은 자는 그날 밤 같은 꿈을 꾼다."),
         ("유성의 아이", "card_legend/card_legend_02_6.png", 5, "유성이 떨어진 자리에서 발견된 아이. 웃을 때마다 주변이 환해진다.")]


def cards():
    out = []
    for i, (name, ipath, awake, flavor) in enumerate(CARDS):
        tt = tooltip([
            ("NameTagBox", "<FONT COLOR='#F99200'>%s</FONT>" % name),
            ("Card", {"awakeCount": awake, "awakeTotal": 5, "cardStack": "", "iconData": {"iconPath": icon(ipath)},
                      "isBookMark": i == 0, "notRegistered": False, "tierGrade": 5}),
            multi("|"),
            single("<FONT COLOR='#E2C87A'><FONT SIZE='12'>%s</FONT></FONT>" % flavor),
            source("[어비스 던전] 별의 회랑", "[물물교환] 별빛 항구 - 떠돌이 상인", more=True),
        ])
        out.append({"Slot": i, "Name": name, "Icon": icon(ipath), "AwakeCount": awake, "AwakeTotal": 5,
                    "Grade": "전설", "Tooltip": tt})
    s = "별빛 아래의 약속"
    items = [{"Name": "%s 2세트" % s, "Description": "암속성 피해 감소 +10.00%"},
             {"Name": "%s 4세트" % s, "Description": "암속성 피해 감소 +10.00%"},
             {"Name": "%s 6세트" % s, "Description": "암속성 피해 감소 +10.00%"},
             {"Name": "%s 6세트 (12각성합계)" % s, "Description": "공격 속성을 성속성으로 변환"},
             {"Name": "%s 6세트 (18각성합계)" % s, "Description": "성속성 피해 +7.00%"},
             {"Name": "%s 6세트 (24각성합계)" % s, "Description": "성속성 피해 +4.00%"}]
    return {"Cards": out, "Effects": [{"Index": 0, "CardSlots": [0, 1, 2, 3, 4, 5], "Items": items}]}


GEMS = [
    # slot, level, kind, grade, icon, skill, effect line, option, skill icon, with tooltip
    (0, 10, "광휘", "고대", "use/use_13_55.png", "천상의 연주", "재사용 대기시간 24.00% 감소", "기본 공격력 1.20% 증가", "ark_passive_bard/ark_passive_bard_07.png", False),
    (1, 9, "작열", "유물", "use/use_13_47.png", "빛의 광시곡", "재사용 대기시간 22.00% 감소", "기본 공격력 1.05% 증가", "ifm_skill/ifm_skill_03_18.png", False),
    (2, 10, "광휘", "고대", "use/use_13_56.png", "음파 진동", "피해 44.00% 증가", "기본 공격력 1.20% 증가", "ifm_skill/ifm_skill_03_4.png", False),
    (3, 8, "작열", "전설", "use/use_13_46.png", "수호의 연주", "재사용 대기시간 20.00% 감소", "기본 공격력 0.95% 증가", "ifm_skill/ifm_skill_03_12.png", False),
    (4, 7, "겁화", "전설", "use/use_13_35.png", "윈드 오브 뮤직", "피해 30.00% 증가", "기본 공격력 0.80% 증가", "ifm_skill/ifm_skill_03_2.png", True),
]


def gems():
    out, skills_ = [], []
    total = 0.0
    for slot, lv, kind, grade, ipath, sk, eff, opt, sk_icon, with_tt in GEMS:
        name = "<P ALIGN='CENTER'><FONT COLOR='%s'>%d레벨 %s의 보석</FONT></P>" % (GRADE_COLOR[grade], lv, kind)
        path = icon(ipath)
        tt = tooltip([
            ("NameTagBox", name),
            item_title(grade, "%s 보석" % grade, "<FONT SIZE='14'>아이템 레벨 1640 (티어 4)</FONT>", -1, path, rt="Lv.%d" % lv),
            single("<FONT COLOR='#C24B46'>장착, 합성, 조율 가능 아이템 레벨 <FONT COLOR='#FFFFFF'>1640</FONT></FONT><BR>"
                   "<FONT SIZE='12'><FONT COLOR='#C24B46'>거래 제한 아이템 레벨</FONT> 1640<BR>캐릭터 귀속됨</FONT>"),
            multi("|<font color='#C24B46'>거래 불가</font>"),
            single("보석 레벨 %d" % lv),
            None,
            indent_group(None),
            part("효과", "[바드] <FONT COLOR='#FFD200'>%s</FONT> %s<BR><BR><FONT COLOR='#A9D0F5'>추가 효과</FONT><BR>%s" % (sk, eff, opt)),
            single("<FONT SIZE='12'><FONT COLOR='#C24B46'>분해불가</FONT>, <font color='#c24b46'>보석 합성 불가</font></FONT>"),
            progress(), progress(),
        ])
        out.append({"Slot": slot, "Name": name, "Icon": path, "Level": lv, "Grade": grade, "Tooltip": tt})
        total += float(opt.split()[2].rstrip("%"))
        skills_.append({"GemSlot": slot, "Name": sk, "Description": [eff], "Option": opt, "Icon": icon(sk_icon),
                        "Tooltip": SKILL_GEMS.get(sk) if with_tt else None})
    return {"Gems": out, "Effects": {"Description": "<FONT COLOR='#B7FB00'>기본 공격력 총합 : %.2f%%</FONT>" % total,
                                      "Skills": skills_}}


# ---------------------------------------------------------------- ark passive / grid
def ark_passive():
    points = [
        {"Name": "진화", "Value": 120,
         "Tooltip": "<img src='emoticon_ark_evolution' width='25' height='28' vspace='-8'></img><FONT COLOR='#ffd200'> 진화 아크 패시브 포인트</font><br>"
                    "<textformat indent='-21' leftMargin='10'><font> </font><img src='emoticon_expedition_dot_Yellow' width='0' height='0' vspace='0'></img> "
                    "캐릭터 전투 레벨 상승 및 장착한 장비 아이템을 통해 진화 아크 패시브 포인트를 상승 시킬 수 있습니다.",
         "Description": "6랭크 30레벨"},
        {"Name": "깨달음", "Value": 98,
         "Tooltip": "<img src='emoticon_ark_realization' width='25' height='28' vspace='-8'></img><FONT COLOR='#a2ccf6'> 깨달음 아크 패시브 포인트</font><br>"
                    "<textformat indent='-21' leftMargin='10'><font> </font><img src='emoticon_expedition_dot_Blue' width='0' height='0' vspace='-3'></img> "
                    "캐릭터 전투 레벨 상승 및 장착한 악세서리 아이템을 통해 깨달음 아크 패시브 포인트를 상승 시킬 수 있습니다.",
         "Description": "6랭크 28레벨"},
        {"Name": "도약", "Value": 68,
         "Tooltip": "<img src='emoticon_ark_leaf' width='25' height='28' vspace='-8'></img><FONT COLOR='#d4ff88'> 도약 아크 패시브 포인트</font><br>"
                    "<textformat indent='-21' leftMargin='10'><font> </font><img src='emoticon_sign_greenDot' width='0' height='0' vspace='-3'></img> "
                    "캐릭터 전투 레벨 상승 및 장착한 팔찌 아이템을 통해 도약 아크 패시브 포인트를 상승 시킬 수 있습니다.",
         "Description": ""},
    ]
    color = {"진화": "#F1D594", "깨달음": "#83E9FF", "도약": "#C2EA55"}

    def eff(kind, tier, node, lv, ipath, text):
        tt = tooltip_compact([
            ("NameTagBox", node),
            ("CommonSkillTitle", {"leftText": "아크 패시브 레벨 <FONT COLOR='#FFD200'>%d</FONT>" % lv, "level": "",
                                  "name": "<FONT SIZE='13' COLOR='#FFFFAC'>%s</FONT>" % kind,
                                  "slotData": {"iconGrade": 0, "iconPath": icon(ipath), "imagePath": ""}}),
            multi(text + "||<BR>"),
        ])
        c = color[kind]
        return {"Name": kind,
                "Description": "<FONT color='%s'>%s</FONT> %d티어 <FONT color='%s'>%s Lv.%d</FONT>" % (c, kind, tier, c, node, lv),
                "Icon": icon(ipath), "ToolTip": tt}

    effects = [
        eff("진화", 1, "특화", 30, "ark_passive_evolution/ark_passive_evolution_3.png", "특화가 <FONT COLOR='#99ff99'>1500 </FONT>증가합니다."),
        eff("진화", 1, "신속", 10, "ark_passive_evolution/ark_passive_evolution_4.png", "신속이 <FONT COLOR='#99ff99'>500 </FONT>증가합니다."),
        eff("진화", 2, "무한한 마력", 2, "ark_passive_evolution/ark_passive_evolution_30.png",
            "마나 회복 속도가 <FONT COLOR='#99ff99'>20.0%</FONT> 증가하고, 스킬 재사용 대기시간이 <FONT COLOR='#99ff99'>4.0%</FONT> 감소한다."),
        eff("깨달음", 1, "절실한 구원", 1, "ark_passive_ifm/ark_passive_ifm_20.png",
            "세레나데 스킬의 효과가 강화된다.<BR>구원의 세레나데 사용 시 파티원의 생명력을 <FONT COLOR='#99ff99'>20.0%</FONT> 추가로 회복시키고, <FONT COLOR='#ffff99'>4.0</FONT>초 동안 받는 피해를 <FONT COLOR='#99ff99'>15.0%</FONT> 감소시킨다."),
        eff("깨달음", 2, "포용의 선율", 3, "ark_passive_ifm/ark_passive_ifm_21.png",
            "아군에게 부여하는 보호막 효과가 <FONT COLOR='#99ff99'>15.0%</FONT> 증가한다."),
        eff("깨달음", 3, "영원한 안식", 2, "ark_passive_ifm/ark_passive_ifm_22.png",
            "세레나데 게이지 획득량이 <FONT COLOR='#99ff99'>10.0%</FONT> 증가한다."),
        eff("도약", 1, "풀려난 힘", 5, "ark_passive_02/ark_passive_02_2.png",
            "초각성 스킬의 피해가 <FONT COLOR='#99ff99'>10.0%</FONT> 증가한다."),
        eff("도약", 2, "천상의 울림", 3, "ark_passive_ifm/ark_passive_ifm_23.png",
            "별빛 세레나데 사용 시 파티원의 공격력 증가 효과가 <FONT COLOR='#99ff99'>5.0%</FONT> 추가로 증가한다."),
    ]
    return {"Title": "절실한 구원", "IsArkPassive": True, "Points": points, "Effects": effects}


# What a grid gem's option does per level, as its tooltip words it (fictional figures).
GRID_OPTIONS = {
    "아군 피해 강화": ("아군 피해량 강화 효과", 0.052),
    "아군 공격 강화": ("아군 공격력 강화 효과", 0.13),
    "낙인력": ("낙인력", 0.167),
    "공격력": ("공격력", 0.0367),
}
WILLPOWER = "<img src='emoticon_arkgrid_willpower' width='20' height='20' vspace='-7'></img>"
CORE_POINT = "<img src='emoticon_arkgrid_corepoint' width='20' height='20' vspace='-7'></img>"


def grid_gem(index, grade, kind, subtype, willpower, base, points, options, active=True):
    """A processed ArkGrid gem: willpower cost (base minus efficiency), order or chaos points, two options."""
    path = icon("use/use_13_%d.png" % (202 if kind == "질서" else 205))
    lines = [WILLPOWER + "필요 의지력 : <FONT color='#FFD200'>%d</FONT> (기본 값 %d – 의지력 효율 <FONT COLOR = '#FBB29C'>%d</FONT>)"
             % (willpower, base, base - willpower),
             CORE_POINT + "%s 포인트 : <FONT COLOR = '#B7FB00'>%d</FONT>" % (kind, points)]
    for name, level in options:
        words, per = GRID_OPTIONS[name]
        lines += ["[%s] <FONT color='#FFD200'>Lv.%d</FONT>" % (name, level), GREEN_DOT + "%s +%.2f%%" % (words, per * level)]
    tt = tooltip([
        name_tag(grade, "%s의 젬 : %s" % (kind, subtype)),
        ("ItemTitle", {"bEquip": 0, "itemIrochiCount": 0,
                       "leftStr0": "<FONT SIZE='12'><FONT COLOR='%s'>%s 아크 그리드 젬</FONT></FONT>" % (GRADE_COLOR[grade], grade),
                       "leftStr2": "", "qualityValue": -1, "rightStr0": "", "slotData": slot_data(grade, path)}),
        single("가공 완료"),
        multi("|<font color='#C24B46'>거래 불가</font>"),
        part("젬 기본 정보", "젬 타입 : %s<br>젬 포인트 : <FONT COLOR = '#B7FB00'>%d</FONT>" % (kind, points + 2 * (base - willpower) + 3)),
        part("젬 효과", "<br>".join(lines)),
        None,
        progress(), progress(),
        source("[젬 가공] 아크 그리드 젬", "[젬 융합] 가공 완료 젬"),
    ])
    return {"Index": index, "Icon": path, "IsActive": active, "Grade": grade, "Tooltip": tt}


def grid_core(index, grade, name, core_type, willpower, options, condition, point, gems):
    path = icon("use/use_13_%d.png" % (96 + index))
    tt = tooltip([
        name_tag(grade, name),
        ("ItemTitle", {"bEquip": 0, "itemIrochiCount": 0,
                       "leftStr0": "<FONT SIZE='12'><FONT COLOR='%s'>%s 아크 그리드 코어</FONT></FONT>" % (GRADE_COLOR[grade], grade),
                       "leftStr1": "", "leftStr2": "", "qualityValue": -1, "rightStr0": "",
                       "slotData": slot_data(grade, path)}),
        single("<FONT SIZE='12'>바드 전용</FONT>"),
        multi("|<font color='#C24B46'>거래 불가</font>"),
        part("코어 타입", core_type),
        part("코어 공급 의지력", "<img src='emoticon_arkgrid_willpower' width='16' height='16' vspace='-4'></img><FONT COLOR = '#B7FB00'>%d</FONT> 포인트" % willpower),
        part("코어 옵션", "<br>".join("<FONT color='#FFD200'>[%dP]</FONT> %s" % o for o in options)),
        part("코어 옵션 발동 조건", GREEN_DOT + condition),
        None,
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>분해불가</FONT></FONT>"),
        progress(), progress(),
        source("[카제로스 레이드] 종막 : 마지막 노래"),
    ])
    return {"Index": index, "Icon": path, "Name": name, "Point": point, "Tooltip": tt, "Grade": grade, "Gems": gems}


def ark_grid():
    """Three cores: one past its third option, one with its only option, one below its
    second with a gem left inactive (the core's willpower does not cover it)."""
    heal = "천상의 연주의 회복량이 <FONT COLOR='#99ff99'>%s</FONT> 증가한다."
    serenade = [
        (10, "용맹의 세레나데의 지속시간이 <FONT COLOR='#ffff99'>1.0</FONT>초 증가한다."),
        (14, "<FONT COLOR='#bf9ef6'>'운명'</FONT> 발동 시 <FONT COLOR='#bf9ef6'>'운명: 별의 노래'</FONT> 효과를 획득한다.<BR>"
             "<FONT COLOR='#bf9ef6'>'운명: 별의 노래'</FONT> : 파티원의 공격력이 <FONT COLOR='#99ff99'>1.5%</FONT> 증가한다."),
        (17, "용맹의 세레나데의 공격력 증가 효과가 <FONT COLOR='#99ff99'>2.0%</FONT> 증가한다."),
        (18, heal % "0.5%"), (19, heal % "0.5%"), (20, heal % "0.5%"),
    ]
    notes = [
        (10, "음파 진동의 낙인 지속시간이 <FONT COLOR='#ffff99'>2.0</FONT>초 증가한다."),
        (14, "낙인력이 <FONT COLOR='#99ff99'>3.0%</FONT> 증가한다."),
        (17, "음파 진동 사용 시 파티원의 받는 피해가 <FONT COLOR='#99ff99'>5.0%</FONT> 감소한다."),
        (18, heal % "0.3%"), (19, heal % "0.3%"), (20, heal % "0.3%"),
    ]
    slots = [
        grid_core(0, "고대", "질서의 해 코어 : 별빛 세레나데", "질서 - 해", 17, serenade, "아크 패시브 절실한 구원 활성화 필요", 17, [
            grid_gem(0, "고대", "질서", "안정", 3, 8, 4, [("아군 피해 강화", 5), ("공격력", 3)]),
            grid_gem(1, "고대", "질서", "견고", 4, 9, 5, [("아군 공격 강화", 4), ("낙인력", 2)]),
            grid_gem(2, "유물", "질서", "안정", 5, 8, 4, [("아군 피해 강화", 3), ("공격력", 1)]),
            grid_gem(3, "유물", "질서", "견고", 5, 9, 4, [("아군 공격 강화", 2), ("낙인력", 3)]),
        ]),
        grid_core(1, "영웅", "질서의 별 코어 : 천상의 선율", "질서 - 별", 9, [(10, heal % "5.0%")],
                  "아크 패시브 절실한 구원 활성화 필요", 10, [
            grid_gem(0, "전설", "질서", "안정", 4, 8, 5, [("아군 피해 강화", 2), ("공격력", 2)]),
            grid_gem(1, "전설", "질서", "견고", 5, 9, 5, [("낙인력", 2), ("아군 공격 강화", 1)]),
        ]),
        grid_core(2, "유물", "혼돈의 달 코어 : 흩어진 음표", "혼돈 - 달", 15, notes, "아크 패시브 절실한 구원 활성화 필요", 12, [
            grid_gem(0, "유물", "혼돈", "침식", 4, 8, 4, [("공격력", 2), ("낙인력", 1)]),
            grid_gem(1, "전설", "혼돈", "붕괴", 5, 9, 4, [("아군 피해 강화", 1), ("아군 공격 강화", 2)]),
            grid_gem(2, "전설", "혼돈", "침식", 5, 8, 4, [("공격력", 1), ("낙인력", 1)]),
            grid_gem(3, "영웅", "혼돈", "붕괴", 7, 9, 3, [("아군 피해 강화", 1), ("공격력", 1)], active=False),
        ]),
    ]
    # The grid's effects: each option's levels summed over the active gems, as the API lists them.
    levels = {}
    for slot in slots:
        for gem in slot["Gems"]:
            if not gem["IsActive"]:
                continue
            for line in json.loads(gem["Tooltip"])["Element_005"]["value"]["Element_001"].split("<br>"):
                if line.startswith("[") and "Lv." in line:
                    name = line[1:line.index("]")]
                    levels[name] = levels.get(name, 0) + int(line.split("Lv.")[1].split("<")[0])
    effects = [{"Name": name, "Level": level,
                "Tooltip": "%s <font color='#ffd200'>+%.2f%%</font>" % (GRID_OPTIONS[name][0], GRID_OPTIONS[name][1] * level)}
               for name, level in sorted(levels.items(), key=lambda kv: -kv[1])]
    return {"Slots": slots, "Effects": effects}


def colosseum():
    def empty(season):
        return {"SeasonName": season, "Competitive": None, "TeamDeathmatch": None, "TeamElimination": None,
                "CoOpBattle": None, "OneDeathmatch": None, "OneDeathmatchRank": None}
    s7 = empty("시즌 7")
    s7["Competitive"] = {"Rank": 8421, "RankName": "실버", "RankIcon": icon("pvp/pvp_2.png"), "RankLastMmr": 1214,
                         "PlayCount": 38, "VictoryCount": 21, "LoseCount": 16, "TieCount": 1, "KillCount": 54,
                         "AceCount": 3, "DeathCount": 61}
    s8 = empty("시즌 8")
    s8["TeamDeathmatch"] = {"PlayCount": 12, "VictoryCount": 7, "LoseCount": 5, "TieCount": 0, "KillCount": 19,
                            "AceCount": 1, "DeathCount": 22, "AssistCount": 47}
    return {"Rank": 21876, "PreRank": 21903, "Exp": 1840, "Colosseums": [empty("시즌 6"), s7, s8]}


def collectibles():
    def c(kind, ipath, maxp, pts):
        return {"Type": kind, "Icon": icon(ipath), "Point": sum(p[1] for p in pts), "MaxPoint": maxp,
                "CollectiblePoints": [{"PointName": n, "Point": p, "MaxPoint": m} for n, p, m in pts]}
    return [
        c("모코코 씨앗", "cumulativepoint/cumulativepoint_mococo_5.png", 171,
          [("아르테미스", 51, 51), ("유디아", 37, 37), ("루테란 서부", 45, 46), ("루테란 동부", 36, 37)]),
        c("섬의 마음", "cumulativepoint/cumulativepoint_island_5.png", 4,
          [("고블린 섬의 마음", 1, 1), ("거대버섯 섬의 마음", 1, 1), ("별빛 등대 섬의 마음", 0, 1), ("은빛 물결 섬의 마음", 1, 1)]),
        c("거인의 심장", "cumulativepoint/cumulativepoint_gianthearts_5.png", 3,
          [("첫 번째 거인의 심장", 1, 1), ("두 번째 거인의 심장", 1, 1), ("세 번째 거인의 심장", 1, 1)]),
        c("오르페우스의 별", "cumulativepoint/cumulativepoint_orpeus_star_2.png", 3,
          [("오르페우스의 별 #1", 1, 1), ("오르페우스의 별 #2", 1, 1), ("오르페우스의 별 #3", 0, 1)]),
    ]


def build():
    prof = profile()
    eq = equipment()
    sk = skills()   # fills SKILL_GEMS for the gem-effect tooltips
    return {
        "ArmoryProfile": prof,
        "ArmoryEquipment": eq,
        "ArmoryAvatars": avatars(),
        "ArmorySkills": sk,
        "ArmoryEngraving": engravings(),
        "ArmoryCard": cards(),
        "ArmoryGem": gems(),
        "ArkPassive": ark_passive(),
        "ArkGrid": ark_grid(),
        "ColosseumInfo": colosseum(),
        "Collectibles": collectibles(),
    }
