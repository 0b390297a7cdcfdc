import json, shutil, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import *
import star, dal, dusk, images

# ---------------------------------------------------------------- 새싹모코코
def sprout():
    name = "새싹모코코"
    stats = [{"Type": t, "Value": v, "Tooltip": tips} for t, v, tips in [
        ("치명", "12", [stat_line("치명타 적중률이 %s 증가합니다." % g("0.43%"))]),
        ("특화", "14", [stat_line("기상술사의 특화 효과가 %s 증가합니다." % g("0.50%"))]),
        ("제압", "9", [stat_line("피격이상 및 상태이상 대상에게 주는 피해량이 %s 증가합니다." % g("0.55%"))]),
        ("신속", "11", [stat_line("공격 속도가 %s 증가합니다." % g("0.19%"))]),
        ("인내", "8", [stat_line("물리 방어력이 %s 증가합니다." % g("0.65%"))]),
        ("숙련", "10", [stat_line("상태이상 공격 지속시간이 %s 증가합니다." % g("0.43%"))]),
        ("최대 생명력", "6120", [stat_line("캐릭터의 최대 생명력을 나타냅니다.")]),
        ("공격력", "1532", [stat_line("적에게 주는 피해를 계산할 때 기준이 되는 값입니다.")]),
    ]]
    prof = {
        "CharacterImage": "https://img.lostark.co.kr/armory/0/1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f.png?v=20261121071544",
        "ExpeditionLevel": 312,
        "PvpGradeName": "",
        "TownLevel": 70,
        "TownName": "별빛정원",
        "Title": None,
        "GuildMemberGrade": None,
        "GuildName": None,
        "UsingSkillPoint": 12,
        "TotalSkillPoint": 34,
        "Stats": stats,
        "Tendencies": [{"Type": t, "Point": p, "MaxPoint": 1000} for t, p in
                       [("지성", 688), ("담력", 702), ("매력", 731), ("친절", 694)]],
        "CombatPower": "35.72",
        "Decorations": {"Symbol": None, "Emblems": None},
        "HonorPoint": 0,
        "ServerName": "카단",
        "CharacterName": name,
        "CharacterLevel": 20,
        "CharacterClassName": "기상술사",
        "ItemAvgLevel": "250.00",
    }

    def item(slot, iname, grade, kind, ipath, quality, base, extra, prog, src):
        path = icon(ipath)
        els = [name_tag(grade, iname),
               item_title(grade, kind, "<FONT SIZE='14'>아이템 레벨 250 (티어 1)</FONT>", quality, path),
               single("<FONT SIZE='12'>기상술사 전용</FONT>"),
               single("<FONT SIZE='12'>캐릭터 귀속됨</FONT>"),
               multi("|<font color='#C24B46'>거래 불가</font>"),
               part("기본 효과", base)]
        if extra:
            els.append(part("추가 효과", extra))
        els += [prog, source(src), money(100, 100)]
        return {"Type": slot, "Name": iname, "Icon": path, "Grade": grade, "Tooltip": tooltip(els),
                "EquipOptions": None, "AccessoryOptions": None}

    equipment = [
        item("무기", "+3 견습 기상술사의 우산", "고급", "고급 우산", "if_item/if_item_15_1.png", 34,
             "무기 공격력 +1184", "추가 피해 +2.10%", honing_progress(120, 400), "[퀘스트] 레온하트 - 새로운 여정"),
        item("상의", "모험가의 여행복 상의", "일반", "일반 상의", "ifm_item/ifm_item_2.png", -1,
             "물리 방어력 +212<BR>마법 방어력 +236<BR>민첩 +418<BR>체력 +166", None, progress(), "[퀘스트] 레온하트 - 첫 발걸음"),
    ]

    def sk_tt(sname, ipath, cd, cost, d):
        return tooltip([("NameTagBox", sname),
                        ("CommonSkillTitle", {"leftText": "<FONT SIZE='12'>재사용 대기시간 %s</FONT>" % cd, "level": "",
                                              "middleText": "", "name": "<FONT SIZE='12'><FONT SIZE='14' COLOR='#FFFFAC'>일반</FONT></FONT>",
                                              "slotData": {"iconGrade": 0, "iconPath": icon(ipath), "imagePath": ""}}),
                        multi("|<FONT COLOR='#3C78FF'>PvE</FONT>"),
                        single("스킬 레벨 1"),
                        multi("%s|" % cost),
                        single("<FONT COLOR='#efefdf'><FONT SIZE='11'>%s</FONT></FONT>" % d)])

    t = lambda s, n, p, txt: {"Tier": 0, "Slot": s, "Name": n, "Icon": icon(p), "IsSelected": False,
                             "Tooltip": "<font color='#FFFDE7'>%s</font>" % txt}
    skills = [
        {"Name": "소나기", "Icon": icon("ifm_skill/ifm_skill_09_1.png"), "Level": 1, "Type": "일반", "SkillType": 0,
         "Tripods": [t(1, "넓은 구름", "tripod_tier/tripod_tier_1_14.png", "공격 범위가 <FONT COLOR='#99ff99'>20.0%</FONT> 증가한다."),
                     t(2, "빠른 준비", "tripod_tier/tripod_tier_1_2.png", "재사용 대기시간이 <FONT COLOR='#99ff99'>2.0초</FONT> 감소한다."),
                     t(3, "마나 절약", "tripod_tier/tripod_tier_1_30.png", "마나 소모량이 <FONT COLOR='#99ff99'>30.0%</FONT> 감소한다.")],
         "Rune": None,
         "Tooltip": sk_tt("소나기", "ifm_skill/ifm_skill_09_1.png", "8초", "마나 24 소모",
                          "지정한 위치에 비구름을 불러 <FONT COLOR='#ffbb00'>312</FONT>의 피해를 <FONT COLOR='#ffff99'>4</FONT>회 준다.")},
        {"Name": "산들바람", "Icon": icon("ifm_skill/ifm_skill_09_2.png"), "Level": 1, "Type": "일반", "SkillType": 0,
         "Tripods": [], "Rune": None,
         "Tooltip": sk_tt("산들바람", "ifm_skill/ifm_skill_09_2.png", "6초", "마나 18 소모",
                          "우산을 펼쳐 바람을 일으키며 전방으로 <FONT COLOR='#ffff99'>4m</FONT> 이동하고 <FONT COLOR='#ffbb00'>268</FONT>의 피해를 준다.")},
    ]
    return {
        "ArmoryProfile": prof,
        "ArmoryEquipment": equipment,
        "ArmoryAvatars": None,
        "ArmorySkills": skills,
        "ArmoryEngraving": None,
        "ArmoryCard": None,
        "ArmoryGem": None,
        "ArkPassive": None,
        "ArkGrid": None,
        "ColosseumInfo": None,
        "Collectibles": None,
    }


def siblings():
    # late 2026: one of each newer class (가디언나이트 2025-12-10, 차원술사 2026-07-08) among the alts
    rows = [("루페온", "별빛수호자", 70, "바드", "1,780.00"),
            ("루페온", dusk.NAME, 70, dusk.CLASS, dusk.ITEM_LEVEL),
            ("루페온", "황혼방패", 70, "가디언나이트", "1,730.00"),
            ("실리안", "달그림자", 60, "블레이드", "1,600.83"),
            ("실리안", "새벽사냥꾼", 70, "데빌헌터", "1,710.00"),
            ("실리안", "시간여행자", 70, "차원술사", "1,680.00"),
            ("카단", "새싹모코코", 20, "기상술사", "250.00")]
    return [{"ServerName": s, "CharacterName": n, "CharacterLevel": l, "CharacterClassName": c, "ItemAvgLevel": i}
            for s, n, l, c, i in rows]


# ---------------------------------------------------------------- calendar
DAYS = ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"]
WED, THU, FRI, SAT, SUN, MON, TUE = DAYS


def times(days, hours, minute=0):
    return ["%sT%02d:%02d:00" % (d, h, minute) for d in days for h in hours]


def ritem(name, ipath, grade, st=None):
    return {"Name": name, "Icon": icon(ipath), "Grade": grade, "StartTimes": st}


def entry(cat, name, ipath, minlvl, st, loc, groups):
    return {"CategoryName": cat, "ContentsName": name, "ContentsIcon": icon(ipath), "MinItemLevel": minlvl,
            "StartTimes": st, "Location": loc,
            "RewardItems": [{"ItemLevel": lv, "Items": items} for lv, items in groups]}


SILLING = ("실링", "etc/etc_14.png", "일반")
GOLD = ("골드", "money/money_4.png", "일반")
COIN_BOX = ("대양의 주화 상자", "tokenitem/tokenitem_89.png", "영웅")
PIRATE = ("해적 주화", "money/money_3.png", "일반")
CARD_III = ("전설 ~ 고급 카드 팩 III", "use/use_11_2.png", "전설")
LEAF = ("영혼의 잎사귀", "use/use_2_95.png", "고급")


def calendar():
    weekday_isl = [11, 13, 19, 21, 23]
    weekend_isl = [9, 11, 13, 19, 21, 23]
    out = []

    def island(name, ipath, minlvl, days_hours, heart_icon, specials, extra_items):
        st = []
        for days, hours in days_hours:
            st += times(days, hours)
        items = [ritem("%s의 마음" % name if not name.endswith("섬") else "%s의 마음" % name, heart_icon, "유물")]
        items += [ritem(*x) for x in extra_items]
        items.append(ritem(*SILLING))
        for spec, when in specials:
            items.append(ritem(*spec, st=when))
        out.append(entry("모험 섬", name, ipath, minlvl, st, name, [(0, items)]))

    island("은빛 물결 섬", "island_icon/island_icon_98.png", 250, [([WED], weekday_isl), ([SAT], weekend_isl[:3])],
           "tokenitem/tokenitem_9.png",
           [(GOLD, times([WED], [19, 21]) + times([SAT], [11])), (SILLING, times([WED], [11, 13, 23]))],
           [("물결 조개 주머니", "use/use_2_8.png", "희귀")])
    island("달빛 축제 섬", "island_icon/island_icon_104.png", 250, [([THU], weekday_isl), ([SUN], weekend_isl[3:])],
           "tokenitem/tokenitem_9.png",
           [(CARD_III, times([THU], weekday_isl)), (LEAF, times([THU], weekday_isl))],
           [("달빛 축제 기념 상자", "use/use_2_10.png", "영웅")])
    island("별빛 등대 섬", "island_icon/island_icon_38.png", 635, [([FRI], weekday_isl), ([SUN], weekend_isl[:3])],
           "tokenitem/tokenitem_9.png",
           [(COIN_BOX, times([FRI], [11, 13, 19])), (PIRATE, times([FRI], [11, 13, 19]))],
           [("비밀지도", "use/use_5_84.png", "전설"), ("모험물 : 등대지기의 일지", "tokenitem/tokenitem_33.png", "전설")])
    island("잠든 고래의 섬", "island_icon/island_icon_61.png", 805, [([SAT], weekend_isl[3:]), ([MON], weekday_isl)],
           "tokenitem/tokenitem_9.png",
           [(GOLD, times([SAT], [19, 21, 23]) + times([MON], [13])), (COIN_BOX, times([MON], [19, 21, 23]))],
           [("고래의 노래 상자", "use/use_2_7.png", "영웅")])
    island("바람개비 언덕", "island_icon/island_icon_117.png", 250, [([TUE], weekday_isl)],
           "tokenitem/tokenitem_9.png",
           [(SILLING, times([TUE], weekday_isl))],
           [("알록달록 바람개비", "use/use_3_141.png", "희귀")])

    field_days = [FRI, SUN, TUE]
    out.append(entry("필드보스", "흑요석 골렘 크라칸", "achieve/achieve_14_142.png", 1640,
                     times(field_days, range(18, 24)), "별무리 평원",
                     [(0, [ritem("태양의 가호", "use/use_7_160.png", "영웅"),
                           ritem("운명의 파편 주머니(중)", "use/use_11_137.png", "희귀"),
                           ritem("크라칸 카드", "use/use_2_13.png", "전설")])]))

    chaos_days = [THU, SAT, SUN, MON]
    base_chaos = lambda gold: [ritem(*GOLD) if gold else ritem(*SILLING),
                               ritem("전투 각인서", "use/use_9_24.png", "유물"),
                               ritem("경험치 카드", "use/use_10_225.png", "영웅")]
    chaos_groups = [
        (1640, base_chaos(True) + [ritem("1레벨 겁화의 보석", "use/use_13_30.png", "희귀"), ritem("운명의 파편 주머니(소)", "use/use_11_136.png", "고급")]),
        (1680, base_chaos(True) + [ritem("1레벨 겁화의 보석", "use/use_13_30.png", "희귀"), ritem("운명의 파편 주머니(중)", "use/use_11_137.png", "희귀")]),
        (1720, base_chaos(True) + [ritem("질서의 젬 : 안정", "use/use_13_90.png", "영웅"), ritem("혼돈의 젬 : 침식", "use/use_13_93.png", "영웅"),
                                   ritem("운명의 파편 주머니(대)", "use/use_11_138.png", "영웅")]),
    ]
    out.append(entry("카오스게이트", "일렁이는 악마군단 (별무리 평원)", "achieve/achieve_13_11.png", 1640,
                     times(chaos_days, range(18, 24), 50), "별무리 평원", chaos_groups))
    out.append(entry("카오스게이트", "일렁이는 악마군단 (은빛 협곡)", "achieve/achieve_13_11.png", 1640,
                     times(chaos_days, range(18, 24), 50), "은빛 협곡", chaos_groups))

    out.append(entry("항해", "항해 협동 : 별빛 항로", "achieve/achieve_06_55.png", 500,
                     ["%sT%s:00" % (d, t) for d, t in [(WED, "21:30"), (THU, "19:30"), (FRI, "23:30"), (SAT, "21:30"),
                                                        (SUN, "19:30"), (MON, "19:30"), (TUE, "23:30")]],
                     "[대항해] 별빛 항로",
                     [(0, [ritem(*PIRATE), ritem("대양의 주화", "tokenitem/tokenitem_89.png", "영웅")])]))
    out.append(entry("항해", "항해 협동 : 안개 바다", "achieve/achieve_06_56.png", 500,
                     ["%sT%s:00" % (d, t) for d, t in [(WED, "19:30"), (FRI, "21:30"), (SUN, "23:30"), (TUE, "19:30")]],
                     "[대항해] 안개 바다",
                     [(0, [ritem(*PIRATE), ritem("항해 모험물 : 안개 등불", "tokenitem/tokenitem_33.png", "전설")])]))

    out.append(entry("로웬", "[습격]은빛 초원-[점령]-[습격]늑대 고개", "achieve/achieve_14_154.png", 1445,
                     ["%sT%s:00" % (d, t) for d, t in [(WED, "22:30"), (FRI, "22:30"), (SAT, "20:30"), (SUN, "15:30"),
                                                        (SUN, "22:30"), (TUE, "20:30")]],
                     "은빛 초원",
                     [(0, [ritem("실마엘 수정", "tokenitem/tokenitem_42.png", "영웅"),
                           ritem("로웬 세력 경험치", "battlefield_entrance/battlefield_entrance_17.png", "일반")])]))

    def daily_island(name, ipath, minlvl, loc, items):
        out.append(entry("섬", name, ipath, minlvl, times(DAYS, [6, 14, 20]), loc, [(0, items)]))

    daily_island("안개 숲 섬", "island_icon/island_icon_40.png", 460, "안개 숲 섬",
                 [ritem("안개 숲 섬의 마음", "tokenitem/tokenitem_9.png", "유물"), ritem("수호석 조각", "use/use_8_251.png", "일반")])
    daily_island("시간의 틈새", "island_icon/island_icon_52.png", 600, "시간의 틈새",
                 [ritem("시간의 틈새 섬의 마음", "tokenitem/tokenitem_9.png", "유물"), ritem("파괴석 조각", "use/use_8_250.png", "일반")])
    daily_island("황금 갈대 섬", "island_icon/island_icon_71.png", 250, "황금 갈대 섬",
                 [ritem("황금 갈대 섬의 마음", "tokenitem/tokenitem_9.png", "유물"), ritem("갈대 숲의 보물 상자", "use/use_2_7.png", "영웅")])

    out.append(entry("태초의 섬", "배틀 아레나", "island_icon/island_icon_131.png", 1490,
                     times([THU, SAT, TUE], [11, 13, 19, 21, 23]), "태초의 섬",
                     [(0, [ritem("태초의 섬의 마음", "tokenitem/tokenitem_9.png", "유물"),
                           ritem("태초의 섬 재련재료 꾸러미 III", "use/use_11_157.png", "영웅")]),
                      (1640, [ritem("태초의 섬 재련재료 꾸러미 V", "use/use_11_155.png", "영웅"),
                              ritem("태초의 섬 1레벨 보석 상자", "use/use_2_7.png", "영웅")])]))
    return out


# ---------------------------------------------------------------- abyss / guardian (2024-01 shapes)
WEEK_START, WEEK_END = "2026-11-18 06:00", "2026-11-25 05:59"


def abyss():
    r = lambda n, p, gr: {"Name": n, "Icon": icon(p), "Grade": gr, "StartTimes": None}
    return [
        {"Name": "가라앉은 별의 회랑",
         "Description": "밤하늘에서 떨어진 별이 잠든 바닷속 회랑.\r\n별빛이 꺼지기 전에 회랑의 끝에 닿아야 한다.",
         "MinCharacterLevel": 50, "MinItemLevel": 1250, "AreaName": "별의 회랑",
         "StartTime": WEEK_START, "EndTime": WEEK_END,
         "Image": icon("epicgate_btnimg/epicgate_btnimg_1_3.png"),
         "RewardItems": [r("재련 재료", "use/use_6_127.png", "영웅"), r("전설 카드 팩 III", "use/use_11_2.png", "전설"),
                         r("경험치 카드", "use/use_10_225.png", "전설")]},
        {"Name": "뒤틀린 시계탑",
         "Description": "멈춰버린 시간이 거꾸로 흐르는 시계탑.\r\n태엽이 한 바퀴 돌 때마다 기억이 하나씩 사라진다.",
         "MinCharacterLevel": 50, "MinItemLevel": 1340, "AreaName": "시간의 틈새",
         "StartTime": WEEK_START, "EndTime": WEEK_END,
         "Image": icon("epicgate_btnimg/epicgate_btnimg_1_5.png"),
         "RewardItems": [r("재련 보조 재료", "use/use_6_127.png", "영웅"), r("도전자의 카드 팩", "use/use_11_3.png", "전설"),
                         r("위대한 명예의 돌파석", "use/use_7_156.png", "희귀")]},
    ]


def guardians():
    r = lambda n, p, gr: {"Name": n, "Icon": icon(p), "Grade": gr, "StartTimes": None}
    return {
        "Raids": [
            {"Name": "서리날개 그리폰", "Description": "얼어붙은 깃털을 칼날처럼 흩뿌리는 거대한 그리폰. 날갯짓 한 번에 폭풍이 인다.",
             "MinCharacterLevel": 50, "MinItemLevel": 1250, "StartTime": "2026-11-04 06:00", "EndTime": WEEK_END,
             "Image": icon("monster_icon_info/monster_icon_info_4.png")},
            {"Name": "잿빛 갑주룡", "Description": "화산재로 굳은 비늘을 두른 용. 꼬리로 대지를 내리쳐 용암을 끌어올린다.",
             "MinCharacterLevel": 50, "MinItemLevel": 1250, "StartTime": "2026-11-11 06:00", "EndTime": "2026-12-02 05:59",
             "Image": icon("monster_icon_info/monster_icon_info_19.png")},
            {"Name": "심연의 촉수왕", "Description": "심해의 어둠에서 올라온 촉수의 왕. 눈에 띄는 모든 빛을 삼키려 한다.",
             "MinCharacterLevel": 50, "MinItemLevel": 1250, "StartTime": WEEK_START, "EndTime": "2026-12-09 05:59",
             "Image": icon("monster_icon_info/monster_icon_info_15.png")},
        ],
        "RewardItems": [
            {"ExpeditionItemLevel": 1250, "Items": [r("빛나는 구도자의 장신구 상자", "use/use_2_7.png", "전설"),
                                                    r("파괴석 결정", "use/use_6_105.png", "일반"),
                                                    r("수호석 결정", "use/use_6_104.png", "일반")]},
            {"ExpeditionItemLevel": 1415, "Items": [r("유물 장신구 선택 상자 I", "use/use_2_220.png", "유물"),
                                                    r("유물 어빌리티 스톤 선택 상자", "use/use_2_10.png", "유물"),
                                                    r("위대한 명예의 돌파석", "use/use_7_156.png", "희귀")]},
            {"ExpeditionItemLevel": 1540, "Items": [r("고대 장신구 선택 상자", "use/use_2_221.png", "고대"),
                                                    r("정제된 파괴강석", "use/use_7_176.png", "희귀"),
                                                    r("정제된 수호강석", "use/use_7_177.png", "희귀"),
                                                    r("찬란한 명예의 돌파석", "use/use_7_157.png", "영웅")]},
        ],
    }


# ---------------------------------------------------------------- news
def notices():
    rows = [
        ("11월 19일(목) 알려진 이슈 및 수정 예정 사항 안내", "2026-11-19T18:42:07.3", 14218, "공지"),
        ("11월 18일(수) 업데이트 내역 안내", "2026-11-18T10:00:12.57", 14217, "공지"),
        ("11월 18일(수) 신규 상품 및 확률 안내", "2026-11-18T10:00:05.113", 14216, "상점"),
        ("'별 헤는 밤' 이벤트 보상 지급 안내", "2026-11-18T09:58:44.6", 14215, "이벤트"),
        ("11월 18일(수) 정기 점검 안내 (연장)", "2026-11-18T05:31:20.905", 14214, "점검"),
        ("11월 18일(수) 정기 점검 안내", "2026-11-17T16:00:03.48", 14213, "점검"),
        ("겨울 맞이 '포근한 모코코 패키지' 판매 안내", "2026-11-16T14:20:51.2", 14212, "상점"),
        ("불법 프로그램 이용 계정 제재 안내 (11월 2주차)", "2026-11-13T17:05:39.771", 14211, "공지"),
    ]
    return [{"Title": t, "Date": d, "Link": "https://lostark.game.onstove.com/News/Notice/Views/%d" % n, "Type": ty}
            for t, d, n, ty in rows]


def events():
    b = "https://cdn-lostark.game.onstove.com/uploadfiles/banner/"
    return [
        {"Title": "별 헤는 밤 - 밤하늘 도장 찍기", "Thumbnail": b + "3f8e2a71c9d04b5e8a6f1c2d3e4b5a69.jpg",
         "Link": "https://lostark.game.onstove.com/Promotion/Mission/261118", "StartDate": "2026-11-18T10:00:00",
         "EndDate": "2026-12-16T06:00:00", "RewardDate": "2026-12-23T06:00:00"},
        {"Title": "포근한 겨울 포인트 SHOP", "Thumbnail": b + "a1b2c3d4e5f60718293a4b5c6d7e8f90.jpg",
         "Link": "https://lostark.game.onstove.com/Promotion/Pointshop/261118", "StartDate": "2026-11-18T10:00:00",
         "EndDate": "2027-01-13T06:00:00", "RewardDate": "2027-01-20T06:00:00"},
        {"Title": "모코코 성장 지원 익스프레스", "Thumbnail": b + "0f1e2d3c4b5a69788796a5b4c3d2e1f0.jpg",
         "Link": "https://lostark.game.onstove.com/Promotion/Growth/261104", "StartDate": "2026-11-04T10:00:00",
         "EndDate": "2027-02-03T06:00:00", "RewardDate": None},
    ]


# ---------------------------------------------------------------- markets
def stats(base, counts, jitter):
    from datetime import date, timedelta
    end = date(2026, 11, 21)
    out = []
    for i in range(14):
        d = end - timedelta(days=i)
        out.append({"Date": d.isoformat(), "AvgPrice": round(base + jitter[i], 1), "TradeCount": counts[i]})
    return out


def market_stone():
    grade = "희귀"
    tt = tooltip([
        name_tag(grade, "운명의 파괴석"),
        ("ItemTitle", {"bEquip": 0, "itemIrochiCount": 0,
                       "leftStr0": "<FONT SIZE='12'><FONT COLOR='#00B0FA'>희귀 장비 재련 재료</FONT></FONT>",
                       "leftStr2": "<FONT SIZE='14'>아이템 티어 4</FONT>", "qualityValue": -1, "rightStr0": "",
                       "slotData": slot_data(grade, "efui_iconatlas/use/use_12_106.png")}),
        single("<FONT SIZE='12'><FONT COLOR='#FF0000'></FONT></FONT>"),
        multi("|거래가능"),
        None,
        indent_group(None),
        single("<FONT COLOR='#E2C87A'><FONT SIZE='12'>운명의 힘이 깃든 파괴석.<br>무기 재련에 사용된다.</FONT></FONT>"),
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>분해불가</FONT></FONT>"),
        progress(), progress(),
        source("[카오스 던전] 4티어", "[가디언 토벌] 4티어"),
    ])
    counts = [412830, 1209455, 1188012, 1243077, 1302981, 1650210, 1711046,
              1398722, 1267539, 1190844, 1225317, 1289003, 1598420, 1702355]
    jitter = [0.0, 0.1, -0.2, 0.0, 0.3, 0.5, 0.4, 0.2, 0.0, -0.1, 0.1, 0.2, 0.6, 0.5]
    return [{"Name": "운명의 파괴석", "TradeRemainCount": None, "BundleCount": 10,
             "Stats": stats(2.4, counts, jitter), "ToolTip": tt}]


def market_book():
    grade = "유물"

    def tt(bound):
        return tooltip([
            name_tag(grade, "유물 원한 각인서"),
            ("ItemTitle", {"bEquip": 0, "itemIrochiCount": 0,
                           "leftStr0": "<FONT SIZE='12'><FONT COLOR='#FA5D00'>유물 각인서</FONT></FONT>",
                           "leftStr1": "", "leftStr2": "", "qualityValue": -1, "rightStr0": "",
                           "slotData": slot_data(grade, "efui_iconatlas/use/use_13_122.png")}),
            single("<FONT SIZE='12'><FONT COLOR='#FF0000'></FONT></FONT>"),
            single("<FONT SIZE='12'>원정대 귀속됨 <BR>거래 <FONT COLOR='#FFD200'>1</FONT>회 가능</FONT>" if bound else
                   "<FONT SIZE='12'>획득 시 원정대 귀속<BR>귀속 후 거래 <FONT COLOR='#FFD200'>1</FONT>회 가능</FONT>"),
            multi("|거래가능"),
            part("각인", "<FONT COLOR='#FFBF00'>원한 유물 등급 : 원한 각인 효과의 레벨을 최대 <FONT COLOR='#FFD200'>4</FONT>까지 올릴 수 있습니다.</FONT>"),
            single("<FONT COLOR='#E2C87A'><FONT SIZE='12'>각인서를 사용하면 '원한' <FONT COLOR='#FA5D00'>유물 등급</FONT> 각인 효과의 레벨을 올릴 수 있습니다.</FONT></FONT>"),
            single("<FONT SIZE='12'><FONT COLOR='#C24B46'>분해불가</FONT></FONT>"),
            ("ItemPartBox", {"Element_000": "<font color='#A9D0F5'>레벨 별 효과보기</font>",
                             "Element_001": "<font color='#686660'>레벨 1 - 보스 및 레이드 몬스터에게 주는 피해가 19.5% 증가한다.</font><BR>"
                                            "<font color='#686660'>레벨 2 - 보스 및 레이드 몬스터에게 주는 피해가 21% 증가한다.</font><BR>"
                                            "<font color='#686660'>레벨 3 - 보스 및 레이드 몬스터에게 주는 피해가 22.5% 증가한다.</font><BR>"
                                            "<font color='#686660'>레벨 4 - 보스 및 레이드 몬스터에게 주는 피해가 24% 증가한다.</font>"}),
            ("BlinkLineStart", True),
            ("BlinkLineEnd", True),
            source("[카오스 던전] 4티어", "[에브니 큐브] 4티어"),
        ])
    counts = [88, 214, 197, 230, 251, 306, 322, 240, 219, 205, 212, 233, 297, 318]
    jitter = [0, 1200, -800, 400, 2100, 3500, 2900, 1100, 300, -600, 0, 900, 4100, 3800]
    zero = [{"Date": s["Date"], "AvgPrice": 0.0, "TradeCount": 0} for s in stats(0, [0] * 14, [0] * 14)]
    return [{"Name": "유물 원한 각인서", "TradeRemainCount": 1, "BundleCount": 1, "Stats": zero, "ToolTip": tt(False)},
            {"Name": "유물 원한 각인서", "TradeRemainCount": 0, "BundleCount": 1,
             "Stats": stats(96500.0, counts, jitter), "ToolTip": tt(True)}]


ICON = "https://cdn-lostark.game.onstove.com/efui_iconatlas/"

# The honing planner's materials, breaths and books (shared/honing-facts-2026.md §6): id, market name,
# grade, icon, bundle size, price per bundle on 2026-11-21 (fictional, in late-2026 proportions: a
# crystal under five of its normal stone, the large pouch the cheapest per shard). 운명의 파괴석
# (66102006) has its own file above.
HONING_MARKET = [
    (66102007, "운명의 파괴석 결정", "영웅", "use/use_13_249.png", 100, 92.0),
    (66102106, "운명의 수호석", "희귀", "use/use_12_107.png", 10, 1.0),
    (66102107, "운명의 수호석 결정", "영웅", "use/use_13_250.png", 100, 37.0),
    (66110225, "운명의 돌파석", "영웅", "use/use_12_108.png", 1, 20.0),
    (66110226, "위대한 운명의 돌파석", "전설", "use/use_13_251.png", 1, 86.0),
    (6861012, "아비도스 융화 재료", "영웅", "use/use_13_2.png", 1, 80.0),
    (6861013, "상급 아비도스 융화 재료", "전설", "use/use_13_252.png", 1, 118.0),
    (66130141, "운명의 파편 주머니(소)", "희귀", "use/use_12_95.png", 1, 181.0),
    (66130142, "운명의 파편 주머니(중)", "영웅", "use/use_12_96.png", 1, 342.0),
    (66130143, "운명의 파편 주머니(대)", "영웅", "use/use_12_97.png", 1, 498.0),
    (66111131, "용암의 숨결", "영웅", "use/use_12_103.png", 1, 512.0),
    (66111132, "빙하의 숨결", "영웅", "use/use_12_104.png", 1, 286.0),
    (66112561, "야금술 : 전율 [12-15]", "고대", "use/use_13_261.png", 1, 24800.0),
    (66112562, "야금술 : 전율 [16-19]", "고대", "use/use_13_262.png", 1, 51500.0),
    (66112564, "재봉술 : 전율 [12-15]", "고대", "use/use_13_263.png", 1, 17900.0),
    (66112565, "재봉술 : 전율 [16-19]", "고대", "use/use_13_264.png", 1, 34200.0),
    (66112543, "야금술 : 업화 [11-14]", "유물", "use/use_13_111.png", 1, 3900.0),
    (66112546, "재봉술 : 업화 [11-14]", "유물", "use/use_13_112.png", 1, 2100.0),
    (66112551, "야금술 : 업화 [15-18]", "유물", "use/use_13_113.png", 1, 12400.0),
    (66112552, "재봉술 : 업화 [15-18]", "유물", "use/use_13_114.png", 1, 6800.0),
    (66112553, "야금술 : 업화 [19-20]", "유물", "use/use_13_115.png", 1, 26000.0),
    (66112554, "재봉술 : 업화 [19-20]", "유물", "use/use_13_116.png", 1, 14500.0),
    (66112555, "강화 야금술 : 업화 [19-20]", "고대", "use/use_13_117.png", 1, 61000.0),
    (66112556, "강화 재봉술 : 업화 [19-20]", "고대", "use/use_13_118.png", 1, 33000.0),
    (66112711, "장인의 야금술 : 1단계", "유물", "use/use_13_121.png", 1, 640.0),
    (66112712, "장인의 재봉술 : 1단계", "유물", "use/use_13_131.png", 1, 420.0),
    (66112713, "장인의 야금술 : 2단계", "유물", "use/use_13_121.png", 1, 2100.0),
    (66112714, "장인의 재봉술 : 2단계", "유물", "use/use_13_131.png", 1, 1350.0),
    (66112715, "장인의 야금술 : 3단계", "유물", "use/use_13_121.png", 1, 6200.0),
    (66112716, "장인의 재봉술 : 3단계", "유물", "use/use_13_131.png", 1, 3900.0),
    (66112717, "장인의 야금술 : 4단계", "유물", "use/use_13_121.png", 1, 14500.0),
    (66112718, "장인의 재봉술 : 4단계", "유물", "use/use_13_131.png", 1, 8800.0),
]
# Relative day-to-day moves of the fortnight, newest first, and the trades of a 10,000-trade day.
HONING_DRIFT = [0.0, 0.01, -0.02, 0.0, 0.03, 0.05, 0.04, 0.02, 0.0, -0.01, 0.01, 0.02, 0.06, 0.05]
HONING_TRADES = [0.33, 0.97, 0.95, 1.0, 1.05, 1.32, 1.37, 1.12, 1.02, 0.96, 0.98, 1.03, 1.28, 1.36]


def honing_market(id, name, grade, icon, bundle, price):
    # GET /markets/items/{id}: one variant (these trade freely), two weeks of days, its tooltip
    tt = tooltip([
        name_tag(grade, name),
        ("ItemTitle", {"bEquip": 0, "itemIrochiCount": 0,
                       "leftStr0": "<FONT SIZE='12'><FONT COLOR='%s'>%s 재련 재료</FONT></FONT>" % (GRADE_COLOR[grade], grade),
                       "leftStr2": "<FONT SIZE='14'>아이템 티어 4</FONT>", "qualityValue": -1, "rightStr0": "",
                       "slotData": slot_data(grade, "efui_iconatlas/" + icon)}),
        multi("|거래가능"),
        single("<FONT SIZE='12'><FONT COLOR='#C24B46'>분해불가</FONT></FONT>"),
        source("[카오스 던전] 4티어", "[가디언 토벌] 4티어"),
    ])
    scale = 10000 if price < 1000 else 300
    jitter = [round(price * d, 1) for d in HONING_DRIFT]
    counts = [int(scale * t) + id % 97 for t in HONING_TRADES]
    return [{"Name": name, "TradeRemainCount": None, "BundleCount": bundle,
             "Stats": stats(price, counts, jitter), "ToolTip": tt}]


def market_item(id, name, grade, icon, bundle, yday, recent, current):
    return {"Id": id, "Name": name, "Grade": grade, "Icon": ICON + icon, "BundleCount": bundle,
            "TradeRemainCount": None, "YDayAvgPrice": yday, "RecentPrice": recent, "CurrentMinPrice": current}


def market_page(items):
    return {"PageNo": 1, "PageSize": 10, "TotalCount": len(items), "Items": items}


def search_materials():
    # The first two are the tracked items' own figures (markets/items/66102006.json).
    return market_page([
        market_item(66130143, "운명의 파편 주머니(대)", "영웅", "use/use_12_97.png", 1, 512.3, 498, 498),
        market_item(6861012, "아비도스 융화 재료", "영웅", "use/use_13_2.png", 1, 78.4, 80, 80),
        market_item(66110225, "운명의 돌파석", "영웅", "use/use_12_108.png", 1, 19.6, 20, 20),
        market_item(66102006, "운명의 파괴석", "희귀", "use/use_12_106.png", 10, 2.5, 2.4, 2.4),
        market_item(66102106, "운명의 수호석", "희귀", "use/use_12_107.png", 10, 0.9, 1, 1),
    ])


def search_books():
    return market_page([
        market_item(65200505, "유물 아드레날린 각인서", "유물", "use/use_13_124.png", 1, 158000.0, 160000, 162500),
        market_item(65201005, "유물 돌격대장 각인서", "유물", "use/use_13_125.png", 1, 121000.0, 120500, 119900),
        market_item(65203905, "유물 원한 각인서", "유물", "use/use_13_122.png", 1, 97700.0, 96500, 96200),
        market_item(65202805, "유물 예리한 둔기 각인서", "유물", "use/use_13_126.png", 1, 88000.0, 90000, 90500),
        market_item(65203305, "유물 저주받은 인형 각인서", "유물", "use/use_13_127.png", 1, 72000.0, 70100, 70100),
        market_item(65201105, "유물 기습의 대가 각인서", "유물", "use/use_13_128.png", 1, 45000.0, 46800, 46800),
    ])


def gem_listings(level, kind, prices):
    icon = {"겁화": "use/use_12_246.png", "작열": "use/use_12_256.png"}[kind]
    items = []
    for i, price in enumerate(prices):
        items.append({"Name": f"{level}레벨 {kind}의 보석", "Grade": "유물" if level >= 8 else "전설", "Tier": 4, "Level": 0,
                      "Icon": ICON + icon, "GradeQuality": None,
                      "AuctionInfo": {"StartPrice": price, "BuyPrice": price, "BidPrice": 0,
                                      "EndDate": f"2026-11-2{3 + i % 3}T1{i}:20:00.000", "BidCount": 0,
                                      "BidStartPrice": price, "IsCompetitive": False, "TradeAllowCount": 2,
                                      "UpgradeLevel": None},
                      "Options": [{"Type": "GEM_SKILL_DAMAGE" if kind == "겁화" else "GEM_SKILL_COOLDOWN_REDUCTION",
                                   "OptionName": "대재앙", "OptionNameTripod": "", "Value": 40.0 if kind == "겁화" else 20.0,
                                   "IsPenalty": False, "ClassName": "블레이드", "IsValuePercentage": True}]})
    return {"PageNo": 1, "PageSize": 10, "TotalCount": len(items) * 7, "Items": items}


def necklaces():
    def listing(name, quality, buy, bid, polish):
        return {"Name": name, "Grade": "고대", "Tier": 4, "Level": None, "Icon": ICON + "acc/acc_304.png",
                "GradeQuality": quality,
                "AuctionInfo": {"StartPrice": bid, "BuyPrice": buy, "BidPrice": 0, "EndDate": "2026-11-24T21:10:00.000",
                                "BidCount": 0, "BidStartPrice": bid, "IsCompetitive": False, "TradeAllowCount": 2,
                                "UpgradeLevel": 3},
                "Options": [{"Type": "STAT", "OptionName": "힘", "OptionNameTripod": "", "Value": 15178.0,
                             "IsPenalty": False, "ClassName": None, "IsValuePercentage": False},
                            {"Type": "ARK_PASSIVE", "OptionName": "깨달음", "OptionNameTripod": "", "Value": 13.0,
                             "IsPenalty": False, "ClassName": None, "IsValuePercentage": False}]
                + [{"Type": "ACCESSORY_UPGRADE", "OptionName": o, "OptionNameTripod": "", "Value": v,
                    "IsPenalty": False, "ClassName": None, "IsValuePercentage": True} for o, v in polish]}
    return {"PageNo": 1, "PageSize": 10, "TotalCount": 412, "Items": [
        listing("도래한 결전의 목걸이", 91, 148000, 120000, [("추가 피해", 2.6), ("적에게 주는 피해 증가", 2.0)]),
        listing("도래한 결전의 목걸이", 84, 155000, 130000, [("추가 피해", 1.6), ("적에게 주는 피해 증가", 2.0)]),
        listing("도래한 결전의 목걸이", 96, None, 99000, [("적에게 주는 피해 증가", 1.2), ("추가 피해", 2.6)]),
    ]}


GEM_PRICES = {
    ("겁화", 10): [2_890_000, 2_899_999, 2_910_000, 2_950_000], ("겁화", 9): [1_012_000, 1_015_000, 1_030_000],
    ("겁화", 8): [352_000, 354_500, 355_000], ("겁화", 7): [121_000, 122_000, 124_999],
    ("작열", 10): [2_340_000, 2_355_000, 2_400_000], ("작열", 9): [818_000, 820_000, 829_000],
    ("작열", 8): [286_000, 287_500, 290_000], ("작열", 7): [97_500, 98_000, 99_000],
}


def main():
    # usage: python3 gen.py [OUT]   (default: Demo/ of this checkout); overwrites the 22 files and
    # redraws images/ (the pictures the pages show) from scratch; deletes nothing else
    import common
    if len(sys.argv) > 1:
        common.OUT = sys.argv[1]
    write("armories/characters/별빛수호자.json", star.build())
    write("armories/characters/달그림자.json", dal.build())
    write("armories/characters/%s.json" % dusk.NAME, dusk.build())
    write("armories/characters/새싹모코코.json", sprout())
    write("characters/별빛수호자/siblings.json", siblings())
    write("gamecontents/calendar.json", calendar())
    write("gamecontents/challenge-abyss-dungeons.json", abyss())
    write("gamecontents/challenge-guardian-raids.json", guardians())
    write("news/notices.json", notices())
    write("news/events.json", events())
    write("markets/items/66102006.json", market_stone())
    write("markets/items/65203905.json", market_book())
    for row in HONING_MARKET:
        write("markets/items/%d.json" % row[0], honing_market(*row))
    write("markets/items/search/재련 재료.json", search_materials())
    write("markets/items/search/유물 각인서.json", search_books())
    write("auctions/items/search/고대 목걸이.json", necklaces())
    for (kind, level), prices in GEM_PRICES.items():
        write(f"auctions/items/search/{level}레벨 {kind}.json", gem_listings(level, kind, prices))
    shutil.rmtree(os.path.join(common.OUT, "images"), ignore_errors=True)
    print("drew", images.write_images(common.OUT), "pictures")


if __name__ == "__main__":
    main()
