# The browser game's words in Armenian.  The same ids with the same variables as en.ftl
# (tests/test_web_catalogs.py checks it); docs/glossary.md lists the game's words.
# A case ending or article cannot be attached to a variable: { $name } and { $card }
# stand bare, mostly after "՝" ("Հերթը՝ { $name }") or as the subject of a verb.
# Plurals: "one" is 0 and 1 in Armenian (CLDR), so both variants show the number.

-game = Ջին ռամի
app-title = { -game }
language-name = Հայերեն

## Systems and levels
system-standard = Ջին
system-oklahoma = Օկլահոմա ջին
system-hollywood = Հոլիվուդ ջին
system-oklahoma-hollywood = Օկլահոմա Հոլիվուդ ջին
system-three-player = Ջին երեքով
system-eaai = Ջին (հետազոտական կանոններ)
level-easy = Հեշտ
level-medium = Միջին
level-hard = Բարդ
level-expert = Վարպետ

## Cards
# A card is named suit (genitive) then rank, as Armenian players say it:
# "սրտի դամա", "ղառի տուզ"; so suit-* are the genitive forms.
rank-A = տուզ
rank-2 = երկու
rank-3 = երեք
rank-4 = չորս
rank-5 = հինգ
rank-6 = վեց
rank-7 = յոթ
rank-8 = ութ
rank-9 = ինը
rank-T = տասը
rank-J = վալետ
rank-Q = դամա
rank-K = թագավոր
suit-s = ղառի
suit-h = սրտի
suit-d = քյափի
suit-c = խաչի
card-name = { $suit } { $rank }
card-back = փակ քարտ
card-stock = Կապուկ, { $count ->
    [one] { $count } քարտ
   *[other] { $count } քարտ
  }
card-pile-empty = Նետված քարտեր, դատարկ
card-pile = Նետված քարտեր, վերևում՝ { $card }

## Home
home-tagline = Թղթախաղը՝ ճշգրիտ կանոններով, քո լեզվով։
name-prompt = Ինչպե՞ս քեզ անվանեն մյուս խաղացողները։
name-label = Քո անունը
name-save = Շարունակել
name-change = Փոխել անունը
play-computer = Խաղալ համակարգչի դեմ
play-computer-start = Սկսել
system-label = Խաղ
level-label = Մակարդակ
private-table = Խաղալ ընկերոջ հետ
private-create = Ստեղծել փակ սեղան
private-share = Ուղարկիր այս հղումը ընկերոջդ՝
private-copy = Պատճենել հղումը
private-copied = Պատճենված է
quick-match = Արագ խաղ
quick-match-start = Գտնել մրցակից
quick-match-waiting = Մրցակից ենք փնտրում…
quick-match-offer = Դեռ ոչ ոք չի եկել։ Խաղա համակարգչի դեմ կամ շարունակիր սպասել։
quick-match-computer = Խաղալ համակարգչի դեմ
quick-match-keep = Շարունակել սպասել
quick-match-cancel = Դադարեցնել որոնումը
open-tables = Բաց սեղաններ
open-tables-none = Հիմա բաց սեղաններ չկան։
open-tables-join = Նստել
open-tables-watch = Դիտել
open-tables-refresh = Թարմացնել
leaderboard = Առաջատարներ
leaderboard-none = Այս խաղում դեռ ոչ ոք վարկանիշ չունի։
leaderboard-rating = Վարկանիշ
leaderboard-matches = Հանդիպումներ
leaderboard-name = Խաղացող
your-rating = Քո վարկանիշը՝ { NUMBER($rating, maximumFractionDigits: 1) }
settings = Կարգավորումներ
settings-language = Լեզու
settings-language-auto = Դիտարկիչի լեզուն
settings-speed = Անիմացիայի արագություն
speed-off = Անջատված
speed-slow = Դանդաղ
speed-normal = Սովորական
speed-fast = Արագ
settings-large-cards = Մեծ, բարձր կոնտրաստով քարտեր
settings-four-colour = Չորս գույնի կապուկ
fair-link = Ազնիվ խառնում. ինչպես ստուգել
back-home = Գլխավոր

## The table
table-title = Սեղան { $code }
table-waiting = Սպասում ենք, որ խաղացող նստի…
table-closed = Այս սեղանը փակվեց. ոչ ոք չեկավ խաղալու։
table-share = Հրավիրիր ընկերոջդ այս հղումով՝
seat-empty = ազատ տեղ
seat-computer = Համակարգիչ ({ $level })
seat-away = բացակա
seat-offline = կապը խզված է
seat-you = դու
seat-dealer = բաժանում է
seat-to-act = խաղում է
seat-ready = պատրաստ է
seat-sit = Նստել այստեղ
role-box = Տուփում
role-captain = Ավագ
role-out = Խորհրդատու (խաղից դուրս)
you-are-box = Դու տուփում ես. մենակ ես խաղում ավագի դեմ։
you-are-captain = Դու ավագն ես. խորհրդատուդ առաջարկում է, դու ես որոշում։
you-are-out = Դու խաղից դուրս ես. տեսնում ես ավագի քարտերը և խորհուրդ տալիս։
spectating = Դու դիտում ես։
hand-number = Խաղարկում { $number }
stock = Կապուկ
pile = Նետված քարտեր
knock-limit = Թակել՝ { $limit } կամ ավելի քիչ միավորով
knock-limit-gin = Միայն ջին (բաց քարտը տուզ է)
spades-double = Ղառ. այս խաղարկումը հաշվվում է կրկնակի
opponent-cards = { $name }՝ { $count ->
    [one] { $count } քարտ
   *[other] { $count } քարտ
  }
opponent-known = Հայտնի քարտեր ({ $name })՝
your-deadwood = Ավելորդ միավորներ՝ { $deadwood }
your-deadwood-after = Ավելորդ միավորներ լավագույն նետումից հետո՝ { $deadwood }
sort-label = Դասավորել
sort-melds = Կոմբինացիաներ
sort-rank = Արժեք
sort-suit = Մաստ
sort-own = Իմ հերթականությամբ
hand-label = Քո քարտերը
hand-label-captain = Ավագի քարտերը
meld-label = Կոմբինացիա՝ { $cards }
deadwood-label = Ավելորդ քարտ
turn-yours = Քո հերթն է
turn-theirs = Հերթը՝ { $name }
turn-clock = { $seconds ->
    [one] մնաց { $seconds } վայրկյան
   *[other] մնաց { $seconds } վայրկյան
  }

## Actions
action-draw-stock = Քաշել կապուկից
action-draw-discard = Վերցնել { $card }
action-take-pile = Վերցնել վերջին նետված քարտը
action-pass = Պաս
action-take-upcard = Վերցնել բաց քարտը՝ { $card }
action-discard = Նետել { $card }
action-knock = Թակել
action-knock-with = Թակել՝ փակ նետելով { $card }
action-gin = Ջին!
action-gin-with = Ջին՝ նետելով { $card }
action-big-gin = Մեծ ջին!
action-choose-card = Ընտրիր նետելու քարտը
action-cancel = Չեղարկել
action-confirm = Հաստատել
confirm-gin = Ջին անե՞լ՝ նետելով { $card }։ Քո բոլոր տասը քարտերը կոմբինացիաներում են։
confirm-big-gin = Հայտարարե՞լ մեծ ջին։ Քո բոլոր տասնմեկ քարտերը կոմբինացիաներում են։
confirm-knock = Թակե՞լ՝ փակ նետելով { $card }, ավելորդ միավորներ՝ { $deadwood }։
arrange-title = Բացիր կոմբինացիաներդ
arrange-option = { $melds ->
    [one] { $melds } կոմբինացիա
   *[other] { $melds } կոմբինացիա
  }, ավելորդ՝ { $deadwood }
arrange-best = ամենաքիչ ավելորդը
arrange-submit = Բացել
layoff-title = Բացիր կոմբինացիաներդ և կցիր քարտեր
layoff-option = Ավելորդ՝ { $deadwood }, { $layoffs ->
    [0] առանց կցելու
    [one] կցված՝ { $layoffs } քարտ
   *[other] կցված՝ { $layoffs } քարտ
  }
layoff-on = { $card }՝ { $meld } կոմբինացիային
layoff-submit = Բացել
hint = Հուշում
hints-title = Վարպետն առաջարկում է
why-least-deadwood = ամենաքիչ ավելորդը, ամենաքիչ կցումները
why-blind-draw = սպասվող ավելորդը կապուկից քաշելուց հետո՝ { $expected }
why-pass = պաս․ սպասվող ավելորդը կապուկից քաշելուց հետո՝ { $expected }
why-take = վերցնել { $card }․ ավելորդ՝ { $deadwood } լավագույն նետումից հետո
why-joins-meld = մտնում է կոմբինացիայի մեջ
why-can-knock = կարելի է թակել
why-better-by-playouts = ավելի լավ է ըստ սիմուլյացիաների
why-big-gin = բոլոր տասնմեկ քարտերը կոմբինացիաներում են՝ մեծ ջին
why-discard = նետել { $card }․ ավելորդ՝ { $deadwood }, սպասվող՝ { $expected }
why-take-next = կարելի է վերցնել { $card }, եթե հաջորդիվ նետվի ({ $chance })
why-opponent-uses = { $chance } հավանականություն, որ մրցակցին պետք է
why-play-on-best = ըստ սիմուլյացիաների՝ լավագույնը խաղը շարունակելն է
why-best-by-playouts = լավագույնն ըստ սիմուլյացիաների
why-gin = ջին
why-knock = թակել { $deadwood } ավելորդով
why-knock-or-play-on = թակել { $deadwood } ավելորդով․ սպասվող միավորներ՝ { $points }, շարունակելու դեպքում՝ { $wait_points }, հակահարվածի ռիսկ՝ { $undercut }
why-match-chance = հանդիպումը հաղթելու հավանականություն՝ { $knock }, շարունակելու դեպքում՝ { $wait }
why-knock-expected = թակել { $deadwood } ավելորդով․ սպասվող միավորներ՝ { $points }, հակահարվածի ռիսկ՝ { $undercut }
why-wait = ավելի լավ է շարունակել
undo = Հետարկել
ready = Հաջորդ խաղարկում
ready-waiting = Սպասում ենք մյուսներին…
leave = Լքել սեղանը
advise = Առաջարկել սա
advice-from = Խորհրդատուդ առաջարկում է՝ { $action }
advice-sent = Դու առաջարկեցիր՝ { $action }
advice-none = Դեռ առաջարկ չկա։
advice-withdraw = Հետ վերցնել առաջարկը

## Events
event-draw-stock = { $name } քաշեց կապուկից
event-draw-stock-card = { $name } կապուկից քաշեց { $card }
event-draw-discard = { $name } վերցրեց { $card }
event-pass = { $name } պաս ասաց
event-discard = { $name } նետեց { $card }
event-knock = { $name } թակեց
event-big-gin = { $name } հայտարարեց մեծ ջին
event-arrange = { $name } բացեց կոմբինացիաները
event-lay-off = { $name } բացեց կոմբինացիաները և կցեց քարտեր
event-undo = { $name } հետ վերցրեց քայլը
event-advice = { $name } առաջարկեց՝ { $action }
event-advice-none = { $name } որոշումը թողեց ավագին
event-deal = Խաղարկում { $hand }, բաժանում է՝ { $name }
event-ready = { $name } պատրաստ է
event-joined = { $name } նստեց սեղանի շուրջ
event-by-timeout = (ժամանակը սպառվեց. խաղաց համակարգիչը)
event-by-away = (բացակա է. խաղաց համակարգիչը)
last-action = Վերջին քայլը՝ { $action }
log-title = Ինչ եղավ

## The end of a hand
end-title = Խաղարկում { $hand }
outcome-gin = { $name } ջին արեց
outcome-big_gin = { $name } մեծ ջին արեց
outcome-knock = { $name } թակեց և հաղթեց
outcome-undercut = Հակահարված! Հաղթում է՝ { $name }
outcome-draw = Ոչ-ոքի խաղարկում. ոչ ոք միավոր չի ստանում
draw-stock = Կապուկում մնաց ընդամենը երկու քարտ։
draw-max_turns = Քայլերի սահմանը լրացավ։
end-knocker = Թակեց՝ { $name }
end-defender = Պաշտպանվեց՝ { $name }
end-melds = Կոմբինացիաներ
end-deadwood = Ավելորդ միավորներ՝ { $deadwood }
end-layoffs = Կցված քարտեր
end-score-difference = Ավելորդի տարբերություն
end-score-bonus = Բոնուս
end-score-multiplier = Ղառի կրկնապատկում
end-score-points = { $name } ստանում է { $points } միավոր
end-games = Գրանցվեց պարտիաներում՝ { $games }
end-verified = Կապուկը ստուգված է
end-verify-failed = Կապուկը չի համապատասխանում իր պարտավորությանը։
end-verify-unavailable = Այս դիտարկիչը կապուկը ստուգում է միայն HTTPS-ով կամ սերվերի համակարգչում։ Ստուգեք այս մեկը ginrummy verify-ով։
end-verify-how = Ի՞նչ է սա ապացուցում
match-over = Հանդիպումն ավարտվեց
match-winner = Հանդիպման հաղթող՝ { $name }
match-draw = Հանդիպումն ավարտվեց ոչ-ոքի
match-totals = Վերջնական հաշիվ
match-replay = Վերադիտել հանդիպումը
match-record = Ներբեռնել խաղի գրառումը
match-again = Խաղալ նորից

## The score sheet
score-title = Հաշիվ
score-game = Պարտիա { $number }
score-target = մինչև { $target }
score-hands-won = { $count ->
    [one] հաղթած խաղարկում՝ { $count }
   *[other] հաղթած խաղարկում՝ { $count }
  }
score-finished = ավարտված

## Fairness
fair-title = Ազնիվ խառնում
fair-commitment = Բաժանելուց առաջ սերվերը պարտավորվեց կապուկի համար՝ { $hash }
fair-body-1 = Ամեն խաղարկումից առաջ սերվերը ցույց է տալիս պարտավորություն՝ խառնված կապուկի և գաղտնի «աղի» SHA-256 հեշը։ Դրանից հետո նա չի կարող փոխել կապուկը՝ առանց հեշը փոխելու։
fair-body-2 = Երբ խաղարկումն ավարտվում է, սերվերը բացահայտում է կապուկը և աղը։ Քո դիտարկիչը ինքն է հաշվում դրանց հեշը և համեմատում. «Կապուկը ստուգված է» նշանակում է, որ քարտերը բաժանվել են խաղարկումից առաջ ամրագրված կապուկից, ուրեմն ոչ ոք, նույնիսկ սերվերը, խաղը տեսնելուց հետո քարտերը չի դասավորել։
fair-body-3 = Ամբողջ հանդիպումն ինքդ ստուգելու համար ներբեռնիր դրա խաղի գրառումը և գործարկիր՝
fair-body-4 = Խառնումն ինքնին գալիս է օպերացիոն համակարգի անվտանգ պատահական թվերի գեներատորից։

## Replay
replay-title = Վերադիտում
replay-hand = Խաղարկում { $number }
replay-step = Քայլ { $step } / { $steps }
replay-first = Սկիզբ
replay-prev = Հետ
replay-next = Առաջ
replay-last = Վերջ
replay-loading = Գրառումը բեռնվում է…
replay-not-finished = Այս հանդիպումը դեռ չի ավարտվել։

## Chat
chat = Զրույց
chat-placeholder = Գրիր ինչ-որ բան
chat-send = Ուղարկել
chat-preset-hello = Բարև!
chat-preset-good-luck = Հաջողություն!
chat-preset-nice = Լավ քայլ էր!
chat-preset-thanks = Շնորհակալություն!
chat-preset-good-game = Լավ խաղ էր!
chat-preset-rematch = Եվս մե՞կ

## Connection
link-reconnecting = Կապը կորավ։ Վերամիանում ենք…
link-closed = Կապը սեղանի հետ խզվեց։
link-offline = Սերվերը հասանելի չէ։
loading = Բեռնվում է…

## Rules panel
rules = Կանոններ
rules-target = Պարտիան խաղում են մինչև { $target } միավոր։
rules-knock-limit = Կարող ես թակել, եթե ավելորդ միավորները { $limit } կամ ավելի քիչ են։
rules-knock-from-upcard = Առաջին բաց քարտը որոշում է թակելու սահմանը (տուզ՝ միայն ջին)։
rules-spades-double = Ղառ բաց քարտը կրկնապատկում է խաղարկման միավորները։
rules-gin-bonus = Ջինը տալիս է { $bonus } միավոր բոնուս։
rules-undercut-bonus = Հակահարվածը տալիս է { $bonus } միավոր բոնուս։
rules-big-gin = Մեծ ջինը (բոլոր տասնմեկ քարտերը կոմբինացիաներում) տալիս է { $bonus }։
rules-no-big-gin = Մեծ ջին չկա։
rules-hollywood = Հոլիվուդ. երեք պարտիա հաշվվում է միաժամանակ։
rules-three-player = Երեք խաղացող. տուփում նստածը խաղում է ավագի դեմ, որին խորհուրդ է տալիս խաղից դուրս մնացած խաղացողը։
rules-line-bonus = Յուրաքանչյուր հաղթած խաղարկում վերջում ավելացնում է { $bonus }։
rules-game-bonus = Պարտիայի հաղթանակը ավելացնում է { $bonus }։
rules-shutout = Եթե պարտվողը մնում է զրոյի վրա, հաղթողի միավորները կրկնապատկվում են։
rules-discard-upcard = Կարող ես նետել նետված քարտերից նոր վերցրած քարտը։
rules-no-discard-upcard = Չես կարող նետել նետված քարտերից նոր վերցրած քարտը։

## The server's refusals, by their code
error-bad_message = Սերվերը դա չհասկացավ։
error-too_large = Դա չափազանց երկար էր։
error-not_authenticated = Քո անունն այստեղ հայտնի չէ։ Կրկին ընտրիր անուն։
error-unknown_table = Այդպիսի սեղան չկա։
error-no_seat = Այս սեղանի շուրջ տեղ չունես։
error-not_your_turn = Քո հերթը չէ։
error-illegal = Կանոնները թույլ չեն տալիս այդ քայլը։
error-not_allowed = Այստեղ դա թույլատրված չէ։
error-throttled = Չափազանց արագ է. մի պահ սպասիր և նորից փորձիր։
error-conflict = Սեղանը փոխվել է. նորից նայիր և որոշիր։
error-internal = Սերվերի սխալ. ոչինչ չի փոխվել։
error-not_found = Չի գտնվել։
error-offline = Սերվերը հասանելի չէ։
error-name-taken = Այդ անունը զբաղված է (կամ նման է զբաղված անվան)։ Ընտրիր ուրիշը։
error-detail = Մանրամասներ՝ { $message }

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = Քո ընթացիկ հանդիպումները
games-continue = Շարունակել
games-state-your-turn = Քո հերթն է
games-state-adjourned = Դադարեցված է. սպասում է քեզ
games-state-waiting = Խաղացողներ են սպասվում
games-state-between = Խաղարկումների միջև
games-state-playing = Ընթացքի մեջ է
stand-in-option = Թող համակարգիչը խաղա բացակայողի փոխարեն (այդ դեպքում հանդիպումը վարկանիշի վրա չի ազդում)
claim-away = Բացակա է՝ { $name }
claim-time = Ժամանակը սպառվեց՝ { $name }
claim-offer = Կարող ես պահանջել հաղթանակը. նա կկրի տեխնիկական պարտություն, իսկ հաղթանակը քոնն է։ Կամ սպասիր նրան։
claim-button = Պահանջել հաղթանակը
claim-wait = Սպասել
claim-waiting = Սպասում ենք՝ { $name }
forfeit-away = Բացակա էր, հաղթանակը պահանջվեց՝ { $name }
forfeit-time = Ժամանակը սպառվեց, հաղթանակը պահանջվեց՝ { $name }
forfeit-left = Լքեց սեղանը և հանձնեց հանդիպումը՝ { $name }
match-rated = Այս հանդիպումը հաշվվում է վարկանիշում։
match-unrated = Այս հանդիպումը չի հաշվվում վարկանիշում։
rematch-offer = Ռևանշ
rematch-waiting = Սպասում ենք, որ ռևանշն ընդունեն՝ { $names }
rematch-offered = Ռևանշ է առաջարկում՝ { $name }
rematch-accept = Ընդունել
rematch-decline = Մերժել
rematch-declined = Ռևանշը մերժեց՝ { $name }
rematch-declined-you = Դու մերժեցիր ռևանշը։
rematch-ready = Ռևանշը պատրաստ է։
rematch-go = Անցնել ռևանշին
event-rematch = Ռևանշ է ուզում՝ { $name }
