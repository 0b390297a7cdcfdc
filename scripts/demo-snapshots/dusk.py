# 노을빛검사 — 별빛수호자's roster sibling on 루페온, a 디스트로이어 mid-climb: 운명의 전율 gear at
# +17 to +21, item level 1,765.83, five stages short of the 1,770 벨가르딘 하드 asks, and a +12 완갑,
# so the honing planner has a target to show. The gear is star.py's builders with this class's
# pieces; the rest of the armory is only what a sheet of a character this far needs.
from common import *
import star

NAME = "노을빛검사"
CLASS = "디스트로이어"


def profile():
    stats = [
        {"Type": "치명", "Value": "689", "Tooltip": [
            stat_line("치명타 적중률이 %s 증가합니다." % g("24.61%")),
            stat_line("물약 및 원정대 레벨 보상 효과로 %s만큼 영구적으로 증가되었습니다." % g("28"))]},
        {"Type": "특화", "Value": "1712", "Tooltip": [
            stat_line("중력 코어 에너지 획득량이 %s 증가합니다." % g("38.82%")),
            stat_line("중력 해방 상태에서 주는 피해가 %s 증가합니다." % g("29.96%")),
            stat_line("물약 및 원정대 레벨 보상 효과로 %s만큼 영구적으로 증가되었습니다." % g("32"))]},
        {"Type": "제압", "Value": "61", "Tooltip": [
            stat_line("피격이상 및 상태이상 대상에게 주는 피해량이 %s 증가합니다." % g("3.74%"))]},
        {"Type": "신속", "Value": "72", "Tooltip": [
            stat_line("공격 속도가 %s 증가합니다." % g("1.24%")),
            stat_line("이동 속도가 %s 증가합니다." % g("1.24%"))]},
        {"Type": "인내", "Value": "64", "Tooltip": [
            stat_line("물리 방어력이 %s 증가합니다." % g("5.23%"))]},
        {"Type": "숙련", "Value": "67", "Tooltip": [
            stat_line("상태이상 공격 지속시간이 %s 증가합니다." % g("2.88%"))]},
        {"Type": "최대 생명력", "Value": "331804", "Tooltip": [
            stat_line("캐릭터의 최대 생명력을 나타냅니다.")]},
        {"Type": "공격력", "Value": "151206", "Tooltip": [
            stat_line("적에게 주는 피해를 계산할 때 기준이 되는 값입니다."),
            stat_line("힘, 민첩, 지능과 무기 공격력을 기반으로 증가한 기본 공격력은 %s 입니다." % g("139752"))]},
    ]
    return {
        "CharacterImage": "https://img.lostark.co.kr/armory/7/A3F1C9E2B7D84056C1E9F0A2B3C4D5E6F708192A3B4C5D6E7F8091A2B3C4D5E6.jpg?v=20261121053544",
        "ExpeditionLevel": 312,
        "PvpGradeName": "",
        "TownLevel": 70,
        "TownName": "별빛정원",
        "Title": "저녁놀의 파수꾼",
        "GuildMemberGrade": "길드원",
        "GuildName": "은하철도",
        "UsingSkillPoint": 474,
        "TotalSkillPoint": 476,
        "Stats": stats,
        "Tendencies": [{"Type": t, "Point": p, "MaxPoint": 1000} for t, p in
                       [("지성", 688), ("담력", 702), ("매력", 731), ("친절", 694)]],
        "CombatPower": "3,921.48",
        "Decorations": {"Symbol": None, "Emblems": None},
        "HonorPoint": 0,
        "ServerName": "루페온",
        "CharacterName": NAME,
        "CharacterLevel": 70,
        "CharacterClassName": CLASS,
        "ItemAvgLevel": ITEM_LEVEL,
    }


# star.ARMOR's fields; stages +17 and +18, each bar the next step's growth (honing.yml: +17 58,000,
# +18 63,000), some part paid. With the +21 weapon: (1780 + 1765 × 3 + 1760 × 2) / 6 = 1,765.83.
ARMOR = [
    ("투구", "머리장식", "고대 머리 방어구", "ifm_item/ifm_item_41.png", 1765, 18, (20100, 63000), 94,
     "물리 방어력 +9980<BR>마법 방어력 +11088<BR>힘 +101786<BR>체력 +10076", (48, 66)),
    ("상의", "상의", "고대 상의", "ifm_item/ifm_item_42.png", 1765, 18, (0, 63000), 88,
     "물리 방어력 +12474<BR>마법 방어력 +13860<BR>힘 +127232<BR>체력 +12594", (62, 66)),
    ("하의", "하의", "고대 하의", "ifm_item/ifm_item_43.png", 1760, 17, (40600, 58000), 91,
     "물리 방어력 +11512<BR>마법 방어력 +12790<BR>힘 +117440<BR>체력 +11624", (57, 66)),
    ("장갑", "장갑", "고대 장갑", "ifm_item/ifm_item_44.png", 1765, 18, (0, 63000), 97,
     "물리 방어력 +8316<BR>마법 방어력 +9240<BR>힘 +84820<BR>체력 +8396", (66, 66)),
    ("어깨", "어깨장식", "고대 어깨 방어구", "ifm_item/ifm_item_45.png", 1760, 17, (11600, 58000), 85,
     "물리 방어력 +10692<BR>마법 방어력 +11880<BR>힘 +109052<BR>체력 +10793", (31, 66)),
]
WEAPON_STAGE = 21
LEVELS = [1730 + 5 * (WEAPON_STAGE - 11)] + [a[4] for a in ARMOR]
assert all(a[4] == 1730 + 5 * (a[5] - 11) for a in ARMOR), "an armor's item level is not its stage's"
# The armory's figure: the six pieces' mean, to hundredths (siblings() lists the same).
ITEM_LEVEL = "{:,.2f}".format(sum(LEVELS) / 6)

ACCESSORIES = [
    ("목걸이", "저무는 노을의 목걸이", "고대 목걸이", "acc/acc_225.png", 87,
     "힘 +16520<BR><FONT COLOR='#686660'>민첩 +16520</FONT><BR><FONT COLOR='#686660'>지능 +16520</FONT><BR>체력 +3921",
     [("추가 피해", "+2.60%", "FE9600"), ("적에게 주는 피해", "+1.20%", "CE43FC"), ("공격력", "+195", "00B5FF")],
     "깨달음 +13", 1),
    ("귀걸이", "저무는 노을의 귀걸이", "고대 귀걸이", "acc/acc_226.png", 79,
     "힘 +12848<BR><FONT COLOR='#686660'>민첩 +12848</FONT><BR><FONT COLOR='#686660'>지능 +12848</FONT><BR>체력 +3040",
     [("공격력", "+1.55%", "CE43FC"), ("무기 공격력", "+195", "00B5FF"), ("최대 생명력", "+3250", "00B5FF")],
     "깨달음 +12", 0),
    ("귀걸이", "붉게 타는 하늘의 귀걸이", "고대 귀걸이", "acc/acc_227.png", 92,
     "힘 +13290<BR><FONT COLOR='#686660'>민첩 +13290</FONT><BR><FONT COLOR='#686660'>지능 +13290</FONT><BR>체력 +3145",
     [("공격력", "+0.95%", "00B5FF"), ("무기 공격력", "+1.80%", "CE43FC"), ("상태이상 공격 지속시간", "+0.20%", "00B5FF")],
     "깨달음 +12", 2),
    ("반지", "저무는 노을의 반지", "고대 반지", "acc/acc_228.png", 84,
     "힘 +12120<BR><FONT COLOR='#686660'>민첩 +12120</FONT><BR><FONT COLOR='#686660'>지능 +12120</FONT><BR>체력 +2868",
     [("치명타 적중률", "+1.55%", "FE9600"), ("치명타 피해", "+2.40%", "CE43FC"), ("공격력", "+80", "00B5FF")],
     "깨달음 +12", 0),
    ("반지", "붉게 타는 하늘의 반지", "고대 반지", "acc/acc_229.png", 90,
     "힘 +12290<BR><FONT COLOR='#686660'>민첩 +12290</FONT><BR><FONT COLOR='#686660'>지능 +12290</FONT><BR>체력 +2908",
     [("치명타 피해", "+4.00%", "FE9600"), ("무기 공격력", "+80", "00B5FF"), ("최대 마나", "+15", "00B5FF")],
     "깨달음 +12", 1),
]

BRACELET = [
    "%(locked)s 치명 <FONT COLOR='#91FE02'>+98</FONT>",
    "%(locked)s 특화 <FONT COLOR='#CE43FC'>+81</FONT>",
    "%(change)s치명타 적중률이 <FONT COLOR='#FE9600'>3.4%%</FONT> 증가한다.",
    "%(change)s무기 공격력이 <FONT COLOR='#00B5FF'>6800</FONT> 증가한다.",
    "%(change)s적에게 주는 피해가 <FONT COLOR='#99ff99'>2.0%%</FONT> 증가한다.",
]


def equipment():
    weapon = star.succession_weapon(CLASS, WEAPON_STAGE, "해머", "ifm_item/ifm_item_46.png", 93, "무기 공격력 +181240",
                                    "추가 피해 +25.80%", (51200, 128000), (60, 66))
    return ([weapon] + [star.armor(a, cls=CLASS) for a in ARMOR]
            + [star.accessory(a) for a in ACCESSORIES]
            + [star.stone("찬란한 해방의 돌", (("원한", 4), ("아드레날린", 3)), ("공격속도 감소", 1)),
               star.bracelet("저물녘 불꽃의 팔찌", BRACELET, 15),
               # 전설 at +12; 12→13's growth is 253,000 (honing.yml)
               star.vambrace(CLASS, 12, (61000, 253000), "힘 +30960<BR>무기 공격력 +9630<BR>공격력 +3800")])


def engravings():
    def e(stone_lv, grade, lv, name, d):
        return {"AbilityStoneLevel": stone_lv, "Grade": grade, "Level": lv, "Name": name, "Description": d}
    return {"Engravings": None, "Effects": None, "ArkPassiveEffects": [
        e(4, "유물", 4, "원한", "보스 등급 이상 몬스터에게 주는 피해가 <FONT COLOR='#99ff99'>21.00%</FONT> 증가하지만, 받는 피해가 <FONT COLOR='#ff9999'>20.00%</FONT> 증가한다."),
        e(3, "유물", 4, "아드레날린", "이동기 및 기본공격을 제외한 스킬 사용 후 공격력이 <FONT COLOR='#99ff99'>1.00%</FONT> 증가한다. (최대 <FONT COLOR='#ffff99'>6</FONT>중첩)"),
        e(None, "유물", 4, "예리한 둔기", "치명타 피해량이 <FONT COLOR='#99ff99'>52.00%</FONT> 증가하지만, 공격 시 일정 확률로 <FONT COLOR='#ff9999'>20.00%</FONT> 감소된 피해를 준다."),
        e(None, "유물", 3, "돌격대장", "공격 이동 속도 증가량의 <FONT COLOR='#99ff99'>45.00%</FONT>만큼 적에게 주는 피해가 증가한다."),
        e(None, "전설", 4, "저주받은 인형", "공격력이 <FONT COLOR='#99ff99'>14.00%</FONT> 증가하지만, 받는 생명력 회복 효과가 <FONT COLOR='#ff9999'>25.00%</FONT> 감소한다."),
    ]}


def build():
    return {
        "ArmoryProfile": profile(),
        "ArmoryEquipment": equipment(),
        "ArmoryAvatars": None,
        "ArmorySkills": None,
        "ArmoryEngraving": engravings(),
        "ArmoryCard": None,
        "ArmoryGem": None,
        "ArkPassive": None,
        "ArkGrid": None,
        "ColosseumInfo": None,
        "Collectibles": None,
    }
