# 달그림자 — 2024-01-era (pre-ArkPassive, T3 set items) 블레이드 on 실리안
from common import *

NAME = "달그림자"
CLASS = "블레이드"
ERA = 2024


def profile():
    stats = [
        {"Type": "치명", "Value": "1588", "Tooltip": [
            stat_line("치명타 적중률이 %s 증가합니다." % g("56.83%")),
            stat_line("물약 및 원정대 레벨 보상 효과로 %s만큼 영구적으로 증가되었습니다." % g("24")),
            stat_line("카드 도감 누적 효과가 반영된 값으로 전투정보실에서는 별도 수치를 표기하지 않습니다.")]},
        {"Type": "특화", "Value": "62", "Tooltip": [
            stat_line("버스트 상태의 지속 시간이 %s 증가합니다." % g("2.18%")),
            stat_line("아츠 스킬의 피해량이 %s 증가합니다." % g("3.45%")),
            stat_line("물약 및 원정대 레벨 보상 효과로 %s만큼 영구적으로 증가되었습니다." % g("24"))]},
        {"Type": "제압", "Value": "58", "Tooltip": [
            stat_line("피격이상 및 상태이상 대상에게 주는 피해량이 %s 증가합니다." % g("3.55%"))]},
        {"Type": "신속", "Value": "642", "Tooltip": [
            stat_line("공격 속도가 %s 증가합니다." % g("11.02%")),
            stat_line("이동 속도가 %s 증가합니다." % g("11.02%")),
            stat_line("스킬 재사용 대기시간이 %s 감소합니다." % g("13.78%"))]},
        {"Type": "인내", "Value": "55", "Tooltip": [
            stat_line("물리 방어력이 %s 증가합니다." % g("4.49%")),
            stat_line("마법 방어력이 %s 증가합니다." % g("4.49%"))]},
        {"Type": "숙련", "Value": "61", "Tooltip": [
            stat_line("상태이상 공격 지속시간이 %s 증가합니다." % g("2.62%"))]},
        {"Type": "최대 생명력", "Value": "186204", "Tooltip": [
            stat_line("캐릭터의 최대 생명력을 나타냅니다."),
            "<textformat indent='-21' leftMargin='10'>" + stat_line("체력으로 최대 생명력이 %s 증가되었습니다." % g("98417")),
            stat_line("생명 활성력으로 최대 생명력이 %s 증가되었습니다." % g("38.00%"))]},
        {"Type": "공격력", "Value": "61938", "Tooltip": [
            stat_line("적에게 주는 피해를 계산할 때 기준이 되는 값입니다."),
            stat_line("힘, 민첩, 지능과 무기 공격력을 기반으로 증가한 기본 공격력은 %s 입니다." % g("58201")),
            stat_line("공격력 증감 효과로 공격력이 %s 증가되었습니다." % g("3737"))]},
    ]
    return {
        "CharacterImage": "https://img.lostark.co.kr/armory/2/9b1e7c3d5f2a4b6c8d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e.png?v=20240118061530",
        "ExpeditionLevel": 248,
        "PvpGradeName": "12급",
        "TownLevel": 65,
        "TownName": "별빛정원",
        "Title": "그믐밤의 추적자",
        "GuildMemberGrade": "일반 길드원",
        "GuildName": "그믐달상회",
        "UsingSkillPoint": 402,
        "TotalSkillPoint": 404,
        "Stats": stats,
        "Tendencies": [
            {"Type": "지성", "Point": 612, "MaxPoint": 1000},
            {"Type": "담력", "Point": 640, "MaxPoint": 1000},
            {"Type": "매력", "Point": 655, "MaxPoint": 1000},
            {"Type": "친절", "Point": 603, "MaxPoint": 1000}],
        "ServerName": "실리안",
        "CharacterName": NAME,
        "CharacterLevel": 60,
        "CharacterClassName": CLASS,
        "ItemAvgLevel": "1,600.83",
        "ItemMaxLevel": "1,600.83",
    }


SET_LEVELS = [3, 3, 3, 3, 2, 3]   # weapon, head, chest, pants, gloves, shoulder


def set_group():
    data = {}
    for i, lv in enumerate(SET_LEVELS):
        data["Element_%03d" % i] = {"label": " <FONT COLOR='#FFD200'>Lv.%d</FONT>" % lv,
                                    "slotData": {"iconGrade": 10, "iconPath": icon("tooltip/tooltip_0_%d.png" % (11 + i)),
                                                 "imagePath": ""}}
    return ("SetItemGroup", {"firstMsg": "<font size='14'><font color='#91fe02'>악몽</font></font>", "itemData": data})


def lv_marker(active):
    parts = []
    for lv in (1, 2, 3):
        parts.append("<FONT COLOR='#FFD200'>Lv.%d</FONT>" % lv if lv == active else "Lv.%d" % lv)
    return "[<font size='14'><font color='#aaaaaa'>%s</font></font>]" % " / ".join(parts)


def set_effects():
    def grp(n, active, text):
        top = "<font size='14'><font color='#91fe02'>%d 세트 효과<BR>%s</font></font>" % (n, lv_marker(active))
        return (top, [(True, "<font size='12'><font color='#ffffff'>%s</font></font>" % text)])
    return indent_group([
        grp(2, 3, "마나 소모량이 <FONT COLOR='#99FF99'>15%</FONT> 감소하며, 공격 적중 시 <FONT COLOR='#99FF99'>5</FONT>초 동안 '악몽' 효과를 획득한다.<BR>악몽 : 적에게 주는 피해가 <FONT COLOR='#99FF99'>15%</FONT> 증가한다."),
        grp(4, 3, "'악몽' 상태에서 공격 적중 시 적에게 주는 피해가 <FONT COLOR='#99FF99'>12%</FONT> 추가로 증가한다."),
        grp(6, 2, "'악몽' 상태가 <FONT COLOR='#99FF99'>30</FONT>초 이상 유지되면 적에게 주는 피해가 <FONT COLOR='#99FF99'>8%</FONT> 추가로 증가한다."),
    ])


GEAR = [
    # type, name, kind, icon, ilvl, quality, base, extra, progress, durability
    ("무기", "+21 악몽에 잠긴 쌍검", "고대 블레이드", "if_item/if_item_06_188.png", 1610, 92,
     "무기 공격력 +55281", "추가 피해 +26.10%", (50000, 50000, "장비 재련 가능", -1), (133, 175)),
    ("투구", "+20 악몽에 잠긴 머리장식", "고대 머리 방어구", "ifm_item/ifm_item_31.png", 1600, 88,
     "물리 방어력 +5012<BR>마법 방어력 +5569<BR>민첩 +29104<BR>체력 +4570", "생명 활성력 +1220", (31200, 160000, " ", 1), (55, 66)),
    ("상의", "+20 악몽에 잠긴 상의", "고대 상의", "ifm_item/ifm_item_32.png", 1600, 79,
     "물리 방어력 +6265<BR>마법 방어력 +6961<BR>민첩 +36380<BR>체력 +5713", "생명 활성력 +1190", (0, 160000, " ", 1), (49, 66)),
    ("하의", "+20 악몽에 잠긴 하의", "고대 하의", "ifm_item/ifm_item_33.png", 1600, 95,
     "물리 방어력 +5847<BR>마법 방어력 +6497<BR>민첩 +33955<BR>체력 +5332", "생명 활성력 +1240", (0, 160000, " ", 1), (66, 66)),
    ("장갑", "+19 악몽에 잠긴 장갑", "고대 장갑", "ifm_item/ifm_item_34.png", 1595, 84,
     "물리 방어력 +4141<BR>마법 방어력 +4601<BR>민첩 +24044<BR>체력 +3775", "생명 활성력 +1170", (98000, 150000, " ", 1), (38, 66)),
    ("어깨", "+20 악몽에 잠긴 견갑", "고대 어깨 방어구", "ifm_item/ifm_item_35.png", 1600, 90,
     "물리 방어력 +5430<BR>마법 방어력 +6033<BR>민첩 +31530<BR>체력 +4951", "생명 활성력 +1210", (0, 160000, " ", 1), (61, 66)),
]


def gear(entry, set_lv):
    slot, name, kind, ipath, ilvl, quality, base, extra, (pv, pm, pf, pt), (dur, dmax) = entry
    grade = "고대"
    path = icon(ipath)
    tt = tooltip([
        name_tag(grade, name),
        item_title(grade, kind, "<FONT SIZE='14'>아이템 레벨 %d (티어 3)</FONT>" % ilvl, quality, path, era=ERA),
        single("<FONT SIZE='12'>블레이드 전용</FONT>"),
        single("<FONT SIZE='12'>캐릭터 귀속됨</FONT>"),
        multi("|<font color='#C24B46'>거래 불가</font>"),
        part("기본 효과", base),
        part("추가 효과", extra),
        honing_progress(pv, pm, force=pf, vtype=pt),
        part("세트 효과 레벨", "악몽 <FONT COLOR='#FFD200'>Lv.%d</FONT>" % set_lv),
        set_group(),
        set_effects(),
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>분해불가</FONT></FONT>"),
        source("[세트 업그레이드] 대도시 - 세트 장비 관리"),
        money(dur, dmax),
    ])
    return {"Type": slot, "Name": name, "Icon": path, "Grade": grade, "Tooltip": tt}


ACCS = [
    ("목걸이", "영원한 달의 목걸이", "고대 목걸이", "acc/acc_204.png", 87,
     "<FONT COLOR='#686660'>힘 +12546</FONT><BR>민첩 +12546<BR><FONT COLOR='#686660'>지능 +12546</FONT><BR>체력 +3308",
     "치명 +488<BR>신속 +491", [("원한", 6), ("잔재된 기운", 3), ("공격력 감소", 2)]),
    ("귀걸이", "영원한 달의 귀걸이", "고대 귀걸이", "acc/acc_205.png", 81,
     "<FONT COLOR='#686660'>힘 +9761</FONT><BR>민첩 +9761<BR><FONT COLOR='#686660'>지능 +9761</FONT><BR>체력 +2572",
     "치명 +297", [("저주받은 인형", 5), ("돌격대장", 3), ("방어력 감소", 1)]),
    ("귀걸이", "스러진 달의 귀걸이", "고대 귀걸이", "acc/acc_206.png", 93,
     "<FONT COLOR='#686660'>힘 +9940</FONT><BR>민첩 +9940<BR><FONT COLOR='#686660'>지능 +9940</FONT><BR>체력 +2619",
     "치명 +300", [("잔재된 기운", 6), ("아드레날린", 3), ("이동속도 감소", 2)]),
    ("반지", "영원한 달의 반지", "고대 반지", "acc/acc_207.png", 76,
     "<FONT COLOR='#686660'>힘 +9103</FONT><BR>민첩 +9103<BR><FONT COLOR='#686660'>지능 +9103</FONT><BR>체력 +2399",
     "치명 +279", [("돌격대장", 5), ("원한", 3), ("공격속도 감소", 1)]),
    ("반지", "스러진 달의 반지", "고대 반지", "acc/acc_208.png", 85,
     "<FONT COLOR='#686660'>힘 +9321</FONT><BR>민첩 +9321<BR><FONT COLOR='#686660'>지능 +9321</FONT><BR>체력 +2456",
     "치명 +286", [("아드레날린", 5), ("저주받은 인형", 3), ("방어력 감소", 1)]),
]

PENALTY = ("공격력 감소", "방어력 감소", "공격속도 감소", "이동속도 감소")


def engr_rows(engr):
    rows = []
    for n, v in engr:
        c = "#FE2E2E" if n in PENALTY else "#FFFFAC"
        rows.append((0, "[<FONT COLOR='%s'>%s</FONT>] 활성도 +%d<BR>" % (c, n, v), 2))
    return [("<FONT SIZE='12' COLOR='#A9D0F5'>무작위 각인 효과</FONT>", rows)]


def accessory(entry):
    slot, name, kind, ipath, quality, base, extra, engr = entry
    grade = "고대"
    path = icon(ipath)
    tt = tooltip([
        name_tag(grade, name),
        item_title(grade, kind, "<FONT SIZE='14'>아이템 티어 3</FONT>", quality, path, era=ERA),
        single("<FONT SIZE='12'>캐릭터 귀속됨<BR>거래 <FONT COLOR='#FFD200'>2</FONT>회 가능<BR><FONT COLOR='#C24B46'>거래 제한 아이템 레벨</FONT> 1540</FONT>"),
        multi("|거래가능"),
        part("기본 효과", base),
        part("추가 효과", extra),
        indent_group(engr_rows(engr)),
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>품질 업그레이드 불가</FONT></FONT>"),
        source("[군단장 레이드] 몽환의 궁전 - 하드"),
    ])
    return {"Type": slot, "Name": name, "Icon": path, "Grade": grade, "Tooltip": tt}


def stone():
    grade, name = "유물", "강인한 비상의 돌"
    path = icon("ability/ability_22.png")
    tt = tooltip([
        name_tag(grade, name),
        item_title(grade, "유물 어빌리티 스톤", "<FONT SIZE='14'>아이템 티어 3</FONT>", -1, path, era=ERA),
        single("<FONT SIZE='12'>캐릭터 귀속됨</FONT>"),
        multi("|<font color='#C24B46'>거래 불가</font>"),
        part("기본 효과", "체력 +15480"),
        indent_group(engr_rows([("원한", 7), ("잔재된 기운", 6), ("공격력 감소", 3)])),
        single("<FONT COLOR='#E2C87A'><FONT SIZE='12'>푸른 기운과 붉은 기운이 희미하게 뒤섞여 있다. 달빛 아래에서는 조금 더 푸르게 보인다.<br><br>"
               "<FONT COLOR='#FFFFAC'>어빌리티 스톤 세공사에게 세공 완료 후 장착 가능합니다.</FONT></FONT></FONT>"),
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>판매불가</FONT>, <FONT COLOR='#C24B46'>분해불가</FONT></FONT>"),
    ])
    return {"Type": "어빌리티 스톤", "Name": name, "Icon": path, "Grade": grade, "Tooltip": tt}


def bracelet():
    grade, name = "유물", "빛바랜 그림자의 팔찌"
    path = icon("acc/acc_304.png")
    locked = "<img src='emoticon_tooltip_bracelet_locked' vspace='-5'></img>"
    change = "<img src='emoticon_tooltip_bracelet_changeable' width='20' height='20' vspace='-6'></img>"
    body = "<BR>".join([
        "%s 치명 +88" % locked,
        "%s 신속 +71" % locked,
        "%s민첩 +3410" % change,
        # the real data has an empty colour attribute here
        "%s[<FONT COLOR=''>순환</FONT>] 공격 적중 시 <FONT COLOR='#99ff99'>5</FONT>초 동안 '순환' 효과를 획득한다.<BR>순환 : 적에게 주는 피해가 <FONT COLOR='#99ff99'>3%%</FONT> 증가한다. <FONT COLOR='#969696'>(60레벨 초과 몬스터에게는 효과 감소)</FONT>" % change,
    ])
    tt = tooltip([
        name_tag(grade, name),
        item_title(grade, "유물 팔찌", "<FONT SIZE='14'>아이템 티어 3</FONT>", -1, path, era=ERA),
        single("<FONT SIZE='12'>캐릭터 귀속됨<BR><FONT COLOR='#C24B46'>거래 제한 아이템 레벨</FONT> 1540</FONT>"),
        multi("|<font color='#C24B46'>거래 불가</font>"),
        part("팔찌 효과", body),
        single("<FONT COLOR='#C24B46'>효과 부여 불가</FONT>"),
        source("[카오스 던전] ", "[군단장 레이드] 몽환의 궁전 - 하드", more=True),
    ])
    return {"Type": "팔찌", "Name": name, "Icon": path, "Grade": grade, "Tooltip": tt}


def equipment():
    return [gear(e, lv) for e, lv in zip(GEAR, SET_LEVELS)] + [accessory(a) for a in ACCS] + [stone(), bracelet()]


def avatars():
    def av(slot, name, grade, ipath, kind, stat, symbol, is_set):
        path = icon(ipath)
        els = [name_tag(grade, name),
               item_title(grade, kind, "", -1, path, era=ERA),
               single("<FONT SIZE='12'>블레이드 전용</FONT>"),
               single("<FONT SIZE='12'>원정대 귀속됨 </FONT>"),
               multi("|<font color='#C24B46'>거래 불가</font>"),
               part("기본 효과", stat),
               ("SymbolString", {"contentStr": symbol, "titleStr": "<FONT COLOR='#A9D0F5'>성향</FONT>"}),
               single("<FONT SIZE='12'><FONT COLOR='#C24B46'>판매불가</FONT>, <FONT COLOR='#C24B46'>분해불가</FONT></FONT>")]
        return {"Type": slot, "Name": name, "Icon": path, "Grade": grade, "IsSet": is_set, "IsInner": False,
                "Tooltip": tooltip(els, extra={"AvatarAttribute": {"IsInner": False, "IsSet": is_set}})}
    return [
        av("무기 아바타", "달빛 자객 블레이드", "영웅", "shop_icon/shop_icon_7921.png", "영웅 블레이드 아바타",
           "민첩 +1.00%", "&tdc_courage 담력 : 10<BR>&tdc_kind 친절 : 5<BR><BR>", False),
        av("상의 아바타", "달빛 자객 상의", "영웅", "shop_icon/shop_icon_7922.png", "영웅 상의 아바타",
           "민첩 +1.00%", "&tdc_smart 지성 : 5<BR>&tdc_charm 매력 : 10<BR><BR>", True),
    ]


def tripod(tier, slot, name, ipath, level, selected, text):
    return {"Tier": tier, "Slot": slot, "Name": name, "Icon": icon(ipath), "Level": level, "IsSelected": selected,
            "Tooltip": "<font color='#FFFDE7'>%s</font>" % text}


def rune(name, grade, ipath, effect):
    c = GRADE_COLOR[grade]
    tt = tooltip_compact([
        ("NameTagBox", "<P ALIGN='CENTER'><FONT COLOR='%s'>%s</FONT></P>" % (c, name)),
        ("ItemTitle", {"bEquip": 0, "leftStr0": "<FONT SIZE='12'><FONT COLOR='%s'>%s 스킬 룬</FONT></FONT>" % (c, grade),
                       "leftStr1": "", "leftStr2": "", "qualityValue": -1, "rightStr0": "",
                       "slotData": slot_data(grade, "efui_iconatlas/" + ipath, era=ERA)}),
        part("스킬 룬 효과", effect),
        single("<FONT COLOR='#E2C87A'><FONT SIZE='12'>스킬에 강력한 힘을 부여할 수 있는 특별한 룬이다.</FONT></FONT>"),
        source("[타워] 별의 탑"),
    ])
    return {"Name": name, "Icon": icon(ipath), "Grade": grade, "Tooltip": tt}


SKILL_TT = {}


def skills():
    out = []

    def add(name, ipath, level, kind, awakening, cooldown, cost, d, tripods, rune_obj=None, gem=None, tag=""):
        els = [("NameTagBox", name),
               ("CommonSkillTitle", {"leftText": "<FONT SIZE='12'>재사용 대기시간 %s</FONT>" % cooldown, "level": tag,
                                     "middleText": "",
                                     "name": "<FONT SIZE='12'><FONT SIZE='14' COLOR='#FFFFAC'>%s</FONT></FONT>" % kind,
                                     "slotData": {"iconGrade": 0, "iconPath": icon(ipath), "imagePath": ""}}),
               multi("|<FONT COLOR='#3C78FF'>PvE</FONT>"),
               single("스킬 레벨 %d%s" % (level, " (최대)" if awakening else ""))]
        if cost:
            els.append(multi("%s|" % cost))
        els.append(single(d))
        sel = [t for t in tripods if t["IsSelected"]]
        if sel:
            custom = {}
            for i, t in enumerate(sel):
                custom["Element_%03d" % i] = {
                    "desc": t["Tooltip"], "lock": False, "name": "<font color='#FFBB63'>%s</font>" % t["Name"],
                    "slotData": {"iconGrade": 10, "iconPath": t["Icon"], "imagePath": ""},
                    "tier": "<font color='#FFD200'>레벨 %d%s</font>" % (t["Level"], " (최대)" if t["Level"] == 5 or t["Tier"] == 2 else "")}
            els.append(("TripodSkillCustom", custom))
        if rune_obj:
            eff = json.loads(rune_obj["Tooltip"])["Element_002"]["value"]["Element_001"]
            els.append(part("스킬 룬 효과", "[<FONT COLOR='%s'>%s</FONT>] %s" % (GRADE_COLOR[rune_obj["Grade"]], rune_obj["Name"], eff)))
        if gem:
            els.append(part("보석 효과", "[블레이드] <FONT COLOR='#FFD200'>%s</FONT> %s " % (name, gem)))
        tt = tooltip(els)
        SKILL_TT[name] = tt
        out.append({"Name": name, "Icon": icon(ipath), "Level": level, "Type": kind, "IsAwakening": awakening,
                    "Tripods": tripods, "Rune": rune_obj, "Tooltip": tt})

    def dsc(text, *tags):
        out_ = "<FONT COLOR='#efefdf'><FONT SIZE='11'>%s</FONT></FONT>" % text
        for t in tags:
            out_ += "<BR><FONT SIZE='12'><FONT COLOR='#EEA839'>%s</FONT></FONT>" % t
        return out_

    Y = lambda v: "<FONT COLOR='#ffff99'>%s</FONT>" % v
    D = lambda v: "<FONT COLOR='#ffbb00'>%s</FONT>" % v

    add("문라이트 소닉", "ifm_skill/ifm_skill_04_7.png", 11, "일반", False, "24초", "마나 112 소모",
        dsc("주변을 빠르게 베어 %s의 피해를 주고, 마지막에 검기를 폭발시켜 %s의 피해를 준다." % (D("41,280"), D("97,655")),
            "부위 파괴 : 레벨 2", "무력화 : 중", "공격 타입 : 백 어택", "슈퍼아머 : 경직 면역"),
        [tripod(0, 1, "약점 포착", "tripod_tier/tripod_tier_1_18.png", 1, False, "부위 파괴 수치가 <FONT COLOR='#99ff99'>1레벨</FONT> 증가한다."),
         tripod(0, 2, "재빠른 손놀림", "tripod_tier/tripod_tier_1_41.png", 5, True, "공격 속도가 <FONT COLOR='#99ff99'>24.0%</FONT> 증가한다."),
         tripod(0, 3, "넓은 타격", "tripod_tier/tripod_tier_1_14.png", 1, False, "공격 범위가 <FONT COLOR='#99ff99'>20.0%</FONT> 증가한다."),
         tripod(1, 1, "그림자 베기", "tripod_tier/tripod_tier_2_41.png", 5, True, "적에게 주는 피해가 <FONT COLOR='#99ff99'>70.0%</FONT> 증가한다."),
         tripod(1, 2, "날렵한 몸놀림", "tripod_tier/tripod_tier_2_10.png", 1, False, "시전 중 이동 거리가 <FONT COLOR='#99ff99'>3.0m</FONT> 증가한다."),
         tripod(1, 3, "마나 절약", "tripod_tier/tripod_tier_2_30.png", 1, False, "마나 소모량이 <FONT COLOR='#99ff99'>50.0%</FONT> 감소한다."),
         tripod(2, 1, "달그림자 폭발", "tripod_tier/tripod_tier_3_16.png", 1, True, "마지막 폭발의 피해가 <FONT COLOR='#99ff99'>90.0%</FONT> 증가한다."),
         tripod(2, 2, "잔상", "tripod_tier/tripod_tier_3_22.png", 1, False, "공격이 끝난 뒤 잔상이 남아 <FONT COLOR='#ffff99'>1</FONT>회 더 공격한다.")],
        rune("질풍", "전설", "use/use_7_197.png", "스킬 사용 시 일정 시간 동안 공격 및 이동 속도 증가"),
        gem="피해 24.00% 증가")

    add("블리츠 러시", "ifm_skill/ifm_skill_04_3.png", 11, "홀딩", False, "20초", "마나 94 소모",
        dsc("검을 모아 힘을 응축한 뒤 전방으로 돌진하며 %s의 피해를 준다. 최대 홀딩 시 %s의 피해를 준다." % (D("58,330"), D("132,940")),
            "무력화 : 중상", "공격 타입 : 헤드 어택", "슈퍼아머 : 피격이상 면역"),
        [tripod(0, 1, "빠른 준비", "tripod_tier/tripod_tier_1_2.png", 4, True, "재사용 대기시간이 <FONT COLOR='#99ff99'>3.0초</FONT> 감소한다."),
         tripod(0, 2, "약점 포착", "tripod_tier/tripod_tier_1_18.png", 1, False, "부위 파괴 수치가 <FONT COLOR='#99ff99'>1레벨</FONT> 증가한다."),
         tripod(0, 3, "재빠른 손놀림", "tripod_tier/tripod_tier_1_41.png", 1, False, "공격 속도가 <FONT COLOR='#99ff99'>15.0%</FONT> 증가한다."),
         tripod(1, 1, "날카로운 검", "tripod_tier/tripod_tier_2_0.png", 4, True, "치명타 적중률이 <FONT COLOR='#99ff99'>36.0%</FONT> 증가한다."),
         tripod(1, 2, "빠른 응축", "tripod_tier/tripod_tier_2_9.png", 1, False, "홀딩 시간이 <FONT COLOR='#99ff99'>30.0%</FONT> 감소한다."),
         tripod(1, 3, "강인함", "tripod_tier/tripod_tier_2_23.png", 1, False, "시전 중 받는 피해가 <FONT COLOR='#99ff99'>30.0%</FONT> 감소한다."),
         tripod(2, 1, "섬광 돌진", "tripod_tier/tripod_tier_3_61.png", 1, True, "돌진 거리가 증가하고 적에게 주는 피해가 <FONT COLOR='#99ff99'>80.0%</FONT> 증가한다."),
         tripod(2, 2, "연속 돌진", "tripod_tier/tripod_tier_3_56.png", 1, False, "돌진을 <FONT COLOR='#ffff99'>1</FONT>회 더 사용할 수 있다.")],
        rune("출혈", "영웅", "use/use_7_199.png", "스킬 적중 시 일정 확률로 출혈 효과 부여"),
        gem="재사용 대기시간 18.00% 감소")

    add("그림자 난무", "ifm_skill/ifm_skill_04_24.png", 1, "일반", True, "5분", None,
        dsc("그림자 속으로 숨어든 뒤 주변을 %s회 난무하며 각각 %s의 피해를 주고, 마지막에 %s의 피해를 준다." % (Y("8"), D("412,880"), D("2,905,410")),
            "무력화 : 최상", "슈퍼아머 : 피격이상 면역, 상태이상 면역"),
        [], tag="<FONT SIZE='14'><FONT COLOR='#E73517'>각성기</FONT></FONT>")
    return out


def engravings():
    return {"Engravings": None, "Effects": [
        {"Icon": icon("ability/ability_281.png"), "Name": "잔재된 기운 Lv. 3",
         "Description": "아츠 상태가 종료되면 잔재된 기운을 획득한다. 잔재된 기운 상태에서는 공격력이 36% 증가하고, 공격 속도 및 이동 속도가 12% 증가한다."},
        {"Icon": icon("buff/buff_71.png"), "Name": "원한 Lv. 3",
         "Description": "보스 등급 이상 몬스터에게 주는 피해가 20% 증가하지만, 받는 피해가 20% 증가한다."},
        {"Icon": icon("buff/buff_236.png"), "Name": "저주받은 인형 Lv. 3",
         "Description": "공격력이 16% 증가하지만, 받는 생명력 회복 효과가 25% 감소한다."},
        {"Icon": icon("buff/buff_210.png"), "Name": "돌격대장 Lv. 3",
         "Description": "기본 이동 속도 증가량 % 의 45% 만큼 적에게 주는 피해량이 증가한다."},
        {"Icon": icon("ability/ability_235.png"), "Name": "아드레날린 Lv. 3",
         "Description": "이동기 및 기본공격을 제외한 스킬 사용 시 6초 동안 공격력이 1% 증가하며 (최대 6중첩) 해당 효과가 최대 중첩 도달 시 치명타 적중률이 추가로 15% 증가한다."},
        {"Icon": icon("buff/buff_168.png"), "Name": "공격력 감소 Lv. 1",
         "Description": "공격력이 2% 감소한다."},
    ]}


def cards():
    names = [("그믐의 파수꾼", "card_legend/card_legend_05_1.png", 5),
             ("달을 삼킨 늑대", "card_legend/card_legend_05_2.png", 5),
             ("잿빛 수도사", "card_legend/card_legend_05_3.png", 5),
             ("침묵의 사제 엘다", "card_legend/card_legend_05_4.png", 4),
             ("검은 돛의 선장", "card_legend/card_legend_05_5.png", 3),
             ("새벽을 기다리는 자", "card_legend/card_legend_05_6.png", 3)]
    out = []
    for i, (n, p, a) in enumerate(names):
        tt = tooltip([
            ("NameTagBox", "<FONT COLOR='#F99200'>%s</FONT>" % n),
            ("Card", {"awakeCount": a, "awakeTotal": 5, "cardStack": "", "iconData": {"iconPath": icon(p)},
                      "isBookMark": False, "tierGrade": 5}),
            single("달이 기우는 밤마다 모습을 드러낸다는 이야기 속 인물. "),
            single("<Font color='#5FD3F1'>[어비스 던전] </font><BR>"),
        ])
        out.append({"Slot": i, "Name": n, "Icon": icon(p), "AwakeCount": a, "AwakeTotal": 5, "Grade": "전설", "Tooltip": tt})
    s = "그믐밤의 맹세"
    return {"Cards": out, "Effects": [{"Index": 0, "CardSlots": [0, 1, 2, 3, 4, 5], "Items": [
        {"Name": "%s 2세트" % s, "Description": "성속성 피해 감소 +10.00%"},
        {"Name": "%s 4세트" % s, "Description": "성속성 피해 감소 +10.00%"},
        {"Name": "%s 6세트" % s, "Description": "성속성 피해 감소 +10.00%"},
        {"Name": "%s 6세트 (12각성합계)" % s, "Description": "공격 속성을 암속성으로 변환"},
        {"Name": "%s 6세트 (18각성합계)" % s, "Description": "암속성 피해 +7.00%"}]}]}


GEMS = [
    (0, 9, "멸화", "유물", "use/use_9_63.png", "문라이트 소닉", "피해 36.00% 증가", "ifm_skill/ifm_skill_04_7.png", True),
    (1, 8, "홍염", "유물", "use/use_9_54.png", "블리츠 러시", "재사용 대기시간 18.00% 감소", "ifm_skill/ifm_skill_04_3.png", False),
    (2, 7, "멸화", "전설", "use/use_9_62.png", "블리츠 러시", "피해 21.00% 증가", "ifm_skill/ifm_skill_04_3.png", False),
    (3, 7, "홍염", "전설", "use/use_9_53.png", "문라이트 소닉", "재사용 대기시간 14.00% 감소", "ifm_skill/ifm_skill_04_7.png", False),
]


def gems():
    out, effects = [], []
    for slot, lv, kind, grade, ipath, sk, eff, sk_icon, with_tt in GEMS:
        name = "<P ALIGN='CENTER'><FONT COLOR='%s'>%d레벨 %s의 보석</FONT></P>" % (GRADE_COLOR[grade], lv, kind)
        path = icon(ipath)
        tt = tooltip([
            ("NameTagBox", name),
            item_title(grade, "%s 보석" % grade, "<FONT SIZE='14'>아이템 티어 3</FONT>", -1, path, equipped=False, rt="Lv.%d" % lv, era=ERA),
            single("<FONT SIZE='12'>캐릭터 귀속됨</FONT>"),
            multi("|<font color='#C24B46'>거래 불가</font>"),
            single("보석 레벨 %d" % lv),
            part("효과", "[블레이드] <FONT COLOR='#FFD200'>%s</FONT> %s" % (sk, eff)),
            single("<FONT SIZE='12'><FONT COLOR='#C24B46'>판매불가</FONT>, <FONT COLOR='#C24B46'>분해불가</FONT></FONT>"),
        ])
        out.append({"Slot": slot, "Name": name, "Icon": path, "Level": lv, "Grade": grade, "Tooltip": tt})
        effects.append({"GemSlot": slot, "Name": sk, "Description": eff, "Icon": icon(sk_icon),
                        "Tooltip": SKILL_TT.get(sk) if with_tt else None})
    return {"Gems": out, "Effects": effects}


def colosseum():
    def empty(season):
        return {"SeasonName": season, "Competitive": None, "TeamDeathmatch": None, "Deathmatch": None,
                "TeamElimination": None, "CoOpBattle": None}
    s = empty("시즌 7")
    s["TeamDeathmatch"] = {"PlayCount": 9, "VictoryCount": 4, "LoseCount": 5, "TieCount": 0, "KillCount": 23,
                           "AceCount": 2, "DeathCount": 17, "AssistCount": 11}
    return {"Rank": 0, "PreRank": 0, "Exp": 120, "Colosseums": [empty("시즌 6"), s]}


def collectibles():
    def c(kind, ipath, maxp, pts):
        return {"Type": kind, "Icon": icon(ipath), "Point": sum(p[1] for p in pts), "MaxPoint": maxp,
                "CollectiblePoints": [{"PointName": n, "Point": p, "MaxPoint": m} for n, p, m in pts]}
    return [
        c("모코코 씨앗", "cumulativepoint/cumulativepoint_mococo_4.png", 134,
          [("아르테미스", 49, 51), ("유디아", 37, 37), ("루테란 서부", 40, 46)]),
        c("위대한 미술품", "cumulativepoint/cumulativepoint_greatpictures_3.png", 3,
          [("위대한 미술품 #1", 1, 1), ("위대한 미술품 #2", 0, 1), ("위대한 미술품 #3", 1, 1)]),
        c("항해 모험물", "cumulativepoint/cumulativepoint_voyage_adventure_leaf_4.png", 2,
          [("모험물 : 모코코 버섯", 1, 1), ("모험물 : 라마", 1, 1)]),
    ]


def build():
    eq = equipment()
    sk = skills()
    return {
        "ArmoryProfile": profile(),
        "ArmoryEquipment": eq,
        "ArmoryAvatars": avatars(),
        "ArmorySkills": sk,
        "ArmoryEngraving": engravings(),
        "ArmoryCard": cards(),
        "ArmoryGem": gems(),
        "ColosseumInfo": colosseum(),
        "Collectibles": collectibles(),
    }
