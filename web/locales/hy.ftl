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
level-hard = Դժվար
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
private-share = Ուղարկիր այս հղումն ընկերոջդ՝
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
settings-language-auto = Ավտոմատ
settings-speed = Անիմացիայի արագություն
speed-off = Անջատված
speed-slow = Դանդաղ
speed-normal = Սովորական
speed-fast = Արագ
settings-four-colour = Չորս գույնի կապուկ
fair-link = Ազնիվ խառնում․ ինչպես ստուգել
back-home = Գլխավոր

## The table
table-title = Սեղան { $code }
table-waiting = Սպասում ենք, որ խաղացող նստի…
table-closed = Այս սեղանը փակվեց․ ոչ ոք չեկավ խաղալու։
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
you-are-box = Դու տուփում ես․ մենակ ես խաղում ավագի դեմ։
you-are-captain = Դու ավագն ես․ խորհրդատուդ առաջարկում է, դու ես որոշում։
you-are-out = Դու խաղից դուրս ես․ տեսնում ես ավագի քարտերը և խորհուրդ տալիս։
spectating = Դու դիտում ես։
hand-number = Խաղարկում { $number }
stock = Կապուկ
pile = Նետված քարտեր
knock-limit = Թակել՝ { $limit } կամ ավելի քիչ միավորով
knock-limit-gin = Միայն ջին (բաց քարտը տուզ է)
spades-double = Ղառ․ այս խաղարկումը հաշվվում է կրկնակի
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
layoff-on = { $card }՝ թիվ { $meld } կոմբինացիային
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
why-match-chance = հանդիպումում հաղթելու հավանականություն՝ { $knock }, շարունակելու դեպքում՝ { $wait }
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
event-by-timeout = (ժամանակը սպառվեց․ խաղաց համակարգիչը)
event-by-away = (բացակա է․ խաղաց համակարգիչը)
last-action = Վերջին քայլը՝ { $action }
log-title = Ինչ եղավ

## The end of a hand
end-title = Խաղարկում { $hand }
outcome-gin = { $name } ջին արեց
outcome-big_gin = { $name } մեծ ջին արեց
outcome-knock = { $name } թակեց և հաղթեց
outcome-undercut = Հակահարված! Հաղթում է՝ { $name }
outcome-draw = Ոչ-ոքի խաղարկում․ ոչ ոք միավոր չի ստանում
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
end-verify-unavailable = Այս դիտարկիչը կապուկը ստուգում է միայն HTTPS-ով կամ սերվերի համակարգչում։ Ստուգիր այս մեկը ginrummy verify-ով։
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
fair-body-1 = Ամեն խաղարկումից առաջ սերվերը ցույց է տալիս պարտավորություն՝ խառնված կապուկի և գաղտնի «աղի» SHA-256 հեշը։ Դրանից հետո այն չի կարող փոխել կապուկը՝ առանց հեշը փոխելու։
fair-body-2 = Երբ խաղարկումն ավարտվում է, սերվերը բացահայտում է կապուկը և աղը։ Քո դիտարկիչը ինքն է հաշվում դրանց հեշը և համեմատում․ «Կապուկը ստուգված է» նշանակում է, որ քարտերը բաժանվել են խաղարկումից առաջ ամրագրված կապուկից, ուրեմն ոչ ոք, նույնիսկ սերվերը, խաղը տեսնելուց հետո քարտերը չի դասավորել։
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
rules-hollywood = Հոլիվուդ․ երեք պարտիա հաշվվում է միաժամանակ։
rules-three-player = Երեք խաղացող․ տուփում նստածը խաղում է ավագի դեմ, որին խորհուրդ է տալիս խաղից դուրս մնացած խաղացողը։
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
error-throttled = Չափազանց արագ է․ մի պահ սպասիր և նորից փորձիր։
error-conflict = Սեղանը փոխվել է․ նորից նայիր և որոշիր։
error-internal = Սերվերի սխալ․ ոչինչ չի փոխվել։
error-not_found = Չի գտնվել։
error-offline = Սերվերը հասանելի չէ։
error-name-taken = Այդ անունը զբաղված է (կամ նման է զբաղված անվան)։ Ընտրիր ուրիշը։
error-detail = Մանրամասներ՝ { $message }

## The phone layout: card sizes (Settings)
settings-card-size = Քարտերի չափը
card-size-small = Փոքր
card-size-medium = Միջին
card-size-large = Մեծ
settings-high-contrast = Բարձր կոնտրաստով քարտեր

## Newcomer: the guided first hand, How to play, statistics, sounds
newcomer-links = Սկսնակների համար
how-to-play = Ինչպես խաղալ
stats-link = Քո վիճակագրությունը
guide-start = Առաջին խաղարկումը ուղեցույցով
guide-again = Նորից ցույց տալ առաջին խաղարկման ուղեցույցը
guide-asked = Ուղեցույցը կհայտնվի համակարգչի դեմ քո հաջորդ խաղում
settings-sound = Ձայներ (քաշել, նետել, թակել, ջին, քո հերթն է)
guide-title = Առաջին խաղարկումը ուղեցույցով
guide-step = Քայլ { $step } / { $steps }
guide-skip = Բաց թողնել ուղեցույցը
guide-finish = Ավարտել
guide-offer = Քեզ առաջարկվում է առաջին բաց քարտը՝ { $card }։ Վերցրու այն, եթե քո քարտերի հետ կոմբինացիա է կազմում կամ գրեթե կազմում է, հակառակ դեպքում ասա պաս։ Եթե երկու խաղացողն էլ պաս ասեն, առաջինը կապուկից քաշում է այն խաղացողը, որը չի բաժանել։
guide-draw = Քո հերթը սկսվում է քարտ քաշելով՝ կապուկի վերևի քարտը (փակ, անակնկալ) կամ նետված քարտերի վերևինը ({ $card }), որը վերցնելիս մրցակիցդ տեսնում է։
guide-draw-stock = Քո հերթը սկսվում է քարտ քաշելով՝ վերցրու կապուկի վերևի քարտը։
guide-discard = Քո կոմբինացիաները քարտերիդ մեջ նշված են շրջանակով՝ խմբեր (նույն արժեքի երեք կամ չորս քարտ) և շարքեր (միևնույն մաստի երեք կամ ավելի իրար հաջորդող քարտ)։ Մնացած քարտերը ավելորդ են, և լավագույն նետումից հետո ավելորդ միավորներդ կլինեն { $deadwood }։ Ավարտիր հերթդ քարտ նետելով՝ ընտրիր քարտ (սովորաբար լավագույնը բարձր ավելորդ քարտն է) և սեղմիր «Նետել»։
guide-knock = Կարող ես թակել՝ եթե փակ նետես { $card }, ավելորդ միավորներդ կլինեն { $deadwood }, ոչ ավելի, քան թակելու սահմանը ({ $limit })։ Ընտրիր { $card } և սեղմիր «Թակել», կամ շարունակիր խաղալ՝ ավելորդը պակասեցնելու համար։ Թակելուց հետո խաղարկումը շահում է նա, ում ավելորդ միավորներն ավելի քիչ են։
guide-gin = Կարող ես ջին անել՝ նետիր { $card }, և մնացած բոլոր քարտերդ կոմբինացիաներում կլինեն։ Ջինը տալիս է { $bonus } միավոր բոնուս և մրցակցիդ ավելորդ միավորները։ Ընտրիր { $card } և սեղմիր «Ջին»։
guide-laydown = Դու թակեցիր՝ բացիր քո կոմբինացիաները։ Հետո մրցակիցդ կբացի իր կոմբինացիաները և կկցի քո կոմբինացիաներին այն, ինչ կարող է։
guide-defend = Թակեց՝ { $name }։ Բացիր քո կոմբինացիաները, և կարող ես քո ավելորդ քարտերը կցել նրա կոմբինացիաներին (չորրորդ քարտը՝ խմբին, քարտ՝ շարքի որևէ ծայրին)։
guide-wait = Հիմա խաղում է՝ { $name }։ Հետևիր, թե ինչ է վերցնում և ինչ է նետում։
guide-end-scored = { $outcome }։ { $name } ստանում է { $points } միավոր։
guide-end-draw = { $outcome }։ Նույն խաղացողը կրկին է բաժանում։
guide-end = Յուրաքանչյուր խաղարկման միավորները գումարվում են հաշվում, և առաջինը { $target } միավորի հասնողը հաղթում է պարտիայում։ Դու խաղացիր մի ամբողջ խաղարկում, և սա է ամբողջ Ջին ռամին։
howto-title = Ինչպես խաղալ՝ { $system }
howto-rule-id = Կանոնի համարը կանոնագրքում (docs/RULES.md)
howto-aim-title = Նպատակը
howto-aim = Քարտերիցդ կազմիր կոմբինացիաներ և ցածր պահիր մնացած՝ ավելորդ քարտերի միավորները։ Երբ ավելորդ միավորներդ բավական քիչ են, կարող ես թակել, և ավելի քիչ ավելորդ ունեցողը շահում է տարբերությունը։ Պարտիան խաղում են մինչև { $target } միավոր։
howto-cards-title = Քարտեր և կոմբինացիաներ
howto-cards = Մեկ կապուկ՝ 52 քարտ, առանց ջոկերի։ Տուզը միշտ ցածր է և արժե 1, թվային քարտերն արժեն իրենց թիվը, իսկ վալետը, դաման և թագավորը՝ 10-ական։
howto-set = Խումբը նույն արժեքի երեք կամ չորս քարտ է՝
howto-run = Շարքը միևնույն մաստի երեք կամ ավելի իրար հաջորդող քարտ է։ Տուզը միայն ցածր է՝ A-2-3-ը շարք է, Q-K-A-ն՝ ոչ։
howto-deadwood = Քարտը կարող է լինել միայն մեկ կոմբինացիայում։ Ոչ մի կոմբինացիայի մեջ չմտնող քարտերը քո ավելորդ քարտերն են, և ավելորդ միավորները դրանց միավորների գումարն է, երբ քարտերը դասավորված են հնարավոր նվազագույնի համար։
howto-deal-title = Բաժանումը
howto-deal = Յուրաքանչյուր խաղացողին բաժանվում է տասը քարտ՝ մեկ առ մեկ։ Հաջորդ քարտը բացվում է, և այս բաց քարտով սկսվում են նետված քարտերը, իսկ մնացածը, փակ, կապուկն է։
howto-deal-winner = Խաղարկման հաղթողը բաժանում է հաջորդը։ Ոչ-ոքի խաղարկումից հետո նույն խաղացողը կրկին է բաժանում։
howto-deal-alternate = Միավորներով ավարտված յուրաքանչյուր խաղարկումից հետո բաժանում է մյուս խաղացողը։ Ոչ-ոքի խաղարկումից հետո նույն խաղացողը կրկին է բաժանում։
howto-deal-box = Բոլոր խաղարկումները բաժանում է տուփում նստած խաղացողը։
howto-turn-title = Քո հերթը
howto-turn = Քաշիր մեկ քարտ (կապուկի կամ նետված քարտերի վերևինը), հետո բաց նետիր մեկ քարտ կամ թակիր։
howto-upcard = Խաղարկման առաջին հերթում չբաժանած խաղացողը կարող է վերցնել բաց քարտը կամ ասել պաս, հետո բաժանողը կարող է վերցնել այն կամ ասել պաս։ Եթե երկուսն էլ պաս ասեն, չբաժանած խաղացողը սկսում է՝ քաշելով կապուկից։
howto-knock-title = Թակել և ջին
howto-knock = Քարտ քաշելուց հետո կարող ես թակել՝ փակ նետիր մեկ քարտ, հետո բացիր քարտերդ որպես կոմբինացիաներ և ավելորդ քարտեր։ Ավելորդ միավորներդ չպետք է գերազանցեն թակելու սահմանը։ Թակելը երբեք պարտադիր չէ։
howto-knock-upcard = Յուրաքանչյուր խաղարկման թակելու սահմանը որոշում է նրա առաջին բաց քարտը (տես ստորև)։
howto-gin = Ջինը թակոց է առանց որևէ ավելորդ քարտի, երբ նետելուց հետո քո բոլոր քարտերը կոմբինացիաներում են։
howto-layoff-title = Կցում
howto-layoff = Թակոցից հետո մյուս խաղացողը բացում է իր քարտերը որպես կոմբինացիաներ և ավելորդ քարտեր և կարող է ավելորդ քարտերը կցել թակողի կոմբինացիաներին (խմբի չորրորդ քարտը կամ շարքը որևէ ծայրից երկարացնող քարտեր՝ մեկը մյուսի հետևից)՝
howto-layoff-gin = Ջինին ոչ ոք չի կցում, և թակողը երբեք չի կցում։
howto-drawn-title = Ոչ-ոքի խաղարկում
howto-drawn = Եթե նետելուց հետո կապուկում մնացել է ընդամենը երկու քարտ, և ոչ ոք չի թակել, խաղարկումն ավարտվում է ոչ-ոքի, ոչ ոք միավոր չի ստանում, և նույն խաղացողը կրկին է բաժանում։
howto-score-title = Խաղարկման միավորները
howto-score-knock = Թակոց՝ եթե թակողի ավելորդ միավորները կցումներից հետո մյուս խաղացողի ավելորդից քիչ են, թակողը ստանում է տարբերությունը։
howto-score-undercut = Հակահարված՝ եթե մյուս խաղացողի ավելորդ միավորները թակողինից քիչ են կամ հավասար, մյուս խաղացողը ստանում է տարբերությունը և { $bonus } միավոր բոնուս։
howto-score-gin = Ջինը տալիս է { $bonus } միավոր բոնուս և մյուս խաղացողի ավելորդ միավորները, իսկ մյուս խաղացողը ոչինչ չի ստանում։
howto-score-game = Միավորները գումարվում են խաղարկումից խաղարկում, և առաջինը { $target } միավորի հասնողը հաղթում է պարտիայում։
howto-score-hollywood = Միավորները գրանցվում են Հոլիվուդի երեք պարտիաներում (տես ստորև), և յուրաքանչյուրը շահվում է { $target } միավորով։
howto-score-three = Միավորները գումարվում են խաղարկումից խաղարկում, և առաջինը { $target } միավորի հասնողը հաղթում է։
howto-oklahoma = Խաղարկման առաջին բաց քարտը որոշում է նրա թակելու սահմանը՝ տասնոցը կամ պատկերով քարտը թույլ է տալիս 10, թվային քարտը՝ իր թիվը, տուզը՝ 1։
howto-oklahoma-ace-gin = Եթե առաջին բաց քարտը տուզ է, խաղարկումը կարող է ավարտել միայն ջինը։
howto-hollywood-sheet = Մեկ հաշվի թերթիկում միաժամանակ գրանցվում է երեք պարտիա՝ 1, 2 և 3։
howto-hollywood-entries = Քո առաջին շահած խաղարկումը գրանցվում է 1-ին պարտիայում, երկրորդը՝ 1-ին և 2-րդում, երրորդը և բոլոր հաջորդները՝ երեքում էլ։ Արդեն շահված պարտիայում միավորներ այլևս չեն գրանցվում։
howto-hollywood-won = Յուրաքանչյուր պարտիա շահում է նա, ով առաջինն է հասնում դրանում { $target } միավորի։ Խաղը շարունակվում է, մինչև երեքն էլ շահվեն, և հանդիպումը շահում է նա, ով շահել է երկու կամ երեք պարտիա։
howto-three-roles = Յուրաքանչյուր խաղացող քաշում է մեկ քարտ՝ ամենաբարձրը նստում է տուփում, միջինը դառնում է ավագ, ամենացածրը մնում է խաղից դուրս։
howto-three-play = Տուփում նստածը մենակ խաղում է թիմի դեմ՝ թիմի քարտերով խաղում է ավագը, իսկ խաղից դուրս մնացածը տեսնում է դրանք և կարող է խորհուրդ տալ, բայց որոշում է ավագը։
howto-three-after = Եթե տուփը հաղթում է, միավորը ստանում է տուփում նստածը և մնում է այնտեղ, իսկ մյուս երկուսը տեղերով փոխվում են։ Եթե տուփը պարտվում է, միավորը ստանում է ավագը և անցնում տուփ, տուփում նստածը մնում է խաղից դուրս, իսկ խաղից դուրս մնացածը դառնում է ավագ։
stats-title = Վիճակագրություն՝ { $name }
stats-none = Դեռ ավարտված հանդիպում չունես։ Քո թվերը կհայտնվեն այստեղ առաջինից հետո։
stats-matches = Հանդիպումներ
stats-wins = Հաղթանակներ
stats-wins-rate = { $wins } ({ $rate })
stats-hands = Խաղացած և շահած խաղարկումներ
stats-hands-won = { $hands } · { $won }
stats-gins = Ջիններ
stats-undercuts = Հակահարվածներ
stats-knocks = Թակոցներ (առանց ջինի)
stats-knock-deadwood = Միջին ավելորդ միավորները թակելիս
stats-streak = Անընդմեջ հաղթանակներ հիմա
stats-longest-streak = Ամենաերկար հաղթանակների շարանը
stats-rating = Վարկանիշ
stats-not-rated = Դեռ վարկանիշ չունես։ Վարկանիշը տալիս են մարդկանց դեմ հանդիպումները։
stats-rating-now = { $rating } (վարկանիշային հանդիպումներ՝ { $matches })
stats-chart-title = Քո վարկանիշը ({ $system }) ըստ հանդիպումների
stats-chart-desc = { $count ->
    [one] Վարկանիշային հանդիպումներ՝ { $count }, վարկանիշ՝ { $last }։
   *[other] Վարկանիշային հանդիպումներ՝ { $count }, սկզբում՝ { $first }, վերջում՝ { $last }, ամենաբարձրը՝ { $high }, ամենացածրը՝ { $low }։
  }
stats-chart-x = Վարկանիշային հանդիպում
stats-chart-point = Հանդիպում { $number }՝ { $rating }
stats-history-table = Վարկանիշը աղյուսակով
stats-history-ended = Ավարտվեց

## The controls (B4-B7, B11 of issue 49): the cards that let you knock or go gin, the
## first upcard's offer, laying down on the felt, a hint said once, the end of a hand
## in one line, the score sheet's hands, a move the connection did not carry.
knock-mark = սրանով կարող ես թակել
gin-mark = սրանով կարող ես ջին անել
knock-mark-legend = Նետիր նշված քարտը՝ թակելու համար
gin-mark-legend = Նետիր նշված քարտը՝ ջին անելու համար
offer-first = Առաջին քայլ՝ վերցրու բաց քարտը ({ $card }) կամ պաս ասա։ Եթե պաս ասես, այն կարող է վերցնել՝ { $name }։ Եթե երկուսդ էլ պաս ասեք, կապուկից առաջինը քաշում ես դու։
offer-second = Բաց քարտին պաս ասաց՝ { $name }։ Վերցրու բաց քարտը ({ $card }) կամ պաս ասա։ Եթե դու էլ պաս ասես, կապուկից առաջինը կքաշի՝ { $name }։
offer-watch = Առաջին քայլ՝ { $name } կարող է վերցնել բաց քարտը ({ $card }) կամ պաս ասել։
laid-off = կցված
laydown-help = Քո կոմբինացիաները՝ ամենաքիչ ավելորդով։ Այլ կերպ բացելու համար հպիր քարտին, հետո կոմբինացիային կամ ավելորդ քարտերին (կամ քաշիր քարտն այնտեղ)։
laydown-help-layoff = Քո կոմբինացիաներն ու կցումները՝ ամենաքիչ ավելորդով։ Այլ կերպ բացելու համար հպիր քարտին, հետո կոմբինացիային (կամ քաշիր քարտն այնտեղ)։
laydown-picked = Ընտրված է՝ { $card }։ Հիմա հպիր այն տեղին, ուր պետք է գնա։
laydown-cannot = Այնտեղ չի կարող գնալ՝ { $card }։
laydown-here = Դնել այստեղ՝ { $card }
laydown-best = Վերադառնալ առաջարկին
laydown-knocker = Բացեց՝ { $name }
laydown-deadwood = Ավելորդ քարտեր
laydown-yours = Քո կոմբինացիաները
# A hint's reason after its action: the why-* parts above without the action they
# start with (the hint line says the action once).
hint-why-take = ավելորդ՝ { $deadwood } լավագույն նետումից հետո
hint-why-discard = ավելորդ՝ { $deadwood }, սպասվող՝ { $expected }
hint-why-knock = ավելորդ՝ { $deadwood }
hint-why-knock-or-play-on = ավելորդ՝ { $deadwood }, սպասվող միավորներ՝ { $points }, շարունակելու դեպքում՝ { $wait_points }, հակահարվածի ռիսկ՝ { $undercut }
hint-why-knock-expected = ավելորդ՝ { $deadwood }, սպասվող միավորներ՝ { $points }, հակահարվածի ռիսկ՝ { $undercut }
hint-why-big-gin = բոլոր տասնմեկ քարտերը կոմբինացիաներում են
end-dialog-title = Ավարտված խաղարկում՝ { $hand }
story-knock = { $name } թակեց { $deadwood } ավելորդով
story-gin = { $name } ջին արեց
story-big-gin = { $name } մեծ ջին արեց
story-layoffs = { $name } կցեց { $count } քարտ
story-scores = { $name } ստանում է { $points } միավոր
story-undercut = հակահարված՝ { $name } ստանում է { $points } միավոր
story-draw = Ոչ-ոքի խաղարկում՝ ոչ ոք միավոր չի ստանում
score-of-target = { $points }/{ $target }
score-hands-title = Ըստ խաղարկումների
score-hand = Խաղարկում
score-what = Ինչ եղավ
action-not-made = Չկատարվեց՝ { $action }։ Կապը կորավ, և խաղը շարունակվեց։ Նորից նայիր և որոշիր։
action-not-sent = Չուղարկվեց՝ կապ չկա։ Սպասիր, մինչև այն վերականգնվի։
link-paused = Քայլերը դադարեցված են, մինչև կապը վերականգնվի։


## Every word in the player's language (issue 49, D): the server's reasons
## (docs/protocol.md, "Reasons"), each with exactly the reason's arguments.
error-card_not_named = Ընտրիր այն քարտը, որը նետում ես։
error-card_not_in_hand = Այս քարտը քո ձեռքում չէ՝ { $card }։
error-discard_just_taken = Այս քարտը հենց նոր վերցրիր նետված քարտերից․ այս քայլին չես կարող այն նետել՝ { $card }։
error-knock_over_limit = Չես կարող թակել՝ նետելով { $card }․ ավելորդ միավորները կլինեն { $deadwood }, իսկ թակելու սահմանը՝ { $limit }։
error-big_gin_not_played = Այս կանոններով մեծ ջին չկա։
error-big_gin_needs_melds = Մեծ ջինի համար բոլոր տասնմեկ քարտերը պետք է կոմբինացիաներում լինեն։
error-meld_not_in_hand = Այս քարտերը քո ձեռքում չեն՝ { $cards }։
error-not_a_meld = Սա կոմբինացիա չէ՝ { $cards }։
error-meld_card_twice = Քարտը չի կարող երկու կոմբինացիայում լինել՝ { $cards }։
error-arrangement_over_limit = Այս կոմբինացիաներով ավելորդ միավորները { $deadwood } են, իսկ թակելու սահմանը՝ { $limit }։
error-layoff_onto_gin = Ջինին քարտեր չեն կցում։
error-layoff_in_meld = Այս քարտը քո կոմբինացիաներից մեկում է․ այն չի կարելի նաև կցել՝ { $card }։
error-layoff_twice = Այս քարտը երկու անգամ է կցված՝ { $card }։
error-no_such_meld = Թակողը թիվ { $meld } կոմբինացիա չունի։
error-layoff_does_not_fit = Այս քարտերը չեն համապատասխանում թիվ { $meld } կոմբինացիային՝ { $cards }։
error-nothing_to_lay_off = Հիմա կցելու բան չկա։
error-stock_only = Երկու խաղացողն էլ պաս ասացին բաց քարտին․ քաշիր կապուկից։
error-pile_empty = Նետված քարտեր չկան։
error-must_discard = Հիմա նետիր քարտ (կամ թակիր)։
error-must_draw = Հիմա քաշիր կապուկից կամ նետված քարտերից։
error-must_take_or_pass = Հիմա վերցրու բաց քարտը կամ պաս ասա։
error-must_arrange = Դու թակեցիր․ բացիր կոմբինացիաներդ։
error-must_lay_off = Բացիր կոմբինացիաներդ և կցիր քարտեր։
error-hand_over = Խաղարկումն ավարտվել է։
error-sitting_out = Այս խաղարկումում դու խաղից դուրս ես․ որոշում է ավագը։
error-name_empty = Անունը պետք է ունենա առնվազն մեկ նիշ։
error-name_too_long = Անունը կարող է ունենալ առավելագույնը { $most } նիշ․ այս մեկն ունի { $length }։
error-name_invisible_character = Անունը չի կարող պարունակել { $character } նիշը․ այն չի երևում։
error-name_direction_character = Անունը չի կարող պարունակել { $character } նիշը․ այն փոխում է շրջակա տեքստի ուղղությունը։
error-name_control_character = Անունը չի կարող պարունակել { $character } նիշը․ դա կառավարման նիշ է, ոչ թե տառ։
error-name_taken = Այդ անունը զբաղված է։ Ընտրիր ուրիշը։
error-name_lookalike = Այդ անունը նման է զբաղված անվան։ Ընտրիր ուրիշը։
error-rule_option_invalid = Կանոնը չի կարող ունենալ այդ արժեքը՝ { $option }։
error-rule_option_range = Կանոնի արժեքը պետք է լինի { $least }-ից { $most }՝ { $option }։
error-rule_needs_oklahoma = Այս կանոնը միայն Օկլահոմա ջինի համար է՝ { $option }։
error-rule_hollywood_two_players = Հոլիվուդի հաշվարկը երկու խաղացողի համար է։
error-rule_three_player_dealer = Երեք խաղացողով միշտ բաժանում է տուփում նստածը։
error-seat_count = Այս խաղում կա { $players } տեղ, ոչ թե { $found }։
error-seat_needs_level = Համակարգչի տեղին պետք է մակարդակ։
error-seat_has_no_level = Մակարդակ ունի միայն համակարգչի տեղը։
error-seat_for_you = Տեղերից մեկը քեզ համար է։
error-level_not_offered = Այս սերվերում համակարգչի այդպիսի մակարդակ չկա՝ { $level }։
error-table_closed = Այս սեղանը փակ է։
error-match_over = Հանդիպումն ավարտվել է։
error-already_seated = Այս սեղանի շուրջ արդեն տեղ ունես։
error-seat_taken = Այդ տեղը զբաղված է։
error-no_decision_awaited = Հիմա ոչ մեկի հերթը չէ։
error-captain_waits_for_advice = Ավագը սպասում է խորհրդատուի առաջարկին։
error-advice_only_sitting_out = Խորհուրդ տալիս է միայն խաղից դուրս խաղացողը։
error-captain_not_deciding = Ավագը հիմա չի որոշում։
error-advice_only_for_play = Ավագը կոմբինացիաները բացում է ինքը․ խորհուրդները խաղի համար են։
error-undo_only_against_computers = Հետարկելը կա միայն համակարգչի դեմ խաղում։
error-nothing_to_undo = Հետ վերցնելու քայլ չունես։
error-no_hand_waiting = Բաժանման սպասող խաղարկում չկա։
error-chat_length = Զրույցի տողն ունի 1-ից { $most } նիշ։
error-chat_control_character = Զրույցի տողը չի կարող կառավարման նիշեր պարունակել։
error-hints_only_against_computers = Հուշումները կան միայն համակարգչի դեմ խաղում։
error-nothing_to_claim = Պահանջելու բան չկա․ սեղանը չի սպասում բացակա կամ ժամանակը սպառած որևէ մեկին։
error-claim_by_others = Սեղանը քեզ է սպասում․ հաղթանակը կարող են պահանջել միայն մյուսները։
error-rematch_after_match = Ռևանշ առաջարկվում է հանդիպման ավարտից հետո։
error-no_rematch_offered = Ռևանշ չի առաջարկվել։
error-rematch_made = Ռևանշն արդեն պատրաստ է։
error-hello_first = Կապը ճիշտ չսկսվեց։ Թարմացրու էջը։
error-hello_once = Կապն արդեն բաց է։
error-token_missing = Նախ ընտրիր անուն։
error-token_unknown = Քո անունն այստեղ հայտնի չէ։ Կրկին ընտրիր անուն։
error-last_seq_ahead = Սեղանն այնպիսին չէ, ինչպես այս էջն է հիշում։ Թարմացրու էջը։
error-watch_seated_only = Այս սեղանը կարող են դիտել միայն նրա խաղացողները։
error-private_seat_by_code = Փակ սեղանի շուրջ նստում են նրա հղումով։
error-take_a_seat = Նախ նստիր որևէ տեղ։
error-join_code_unknown = Այդ կոդով սեղան չկա։
error-seat_computer_seated_only = Համակարգչին կարող է նստեցնել միայն այս սեղանի խաղացողը։
error-match_not_finished = Այս հանդիպումը դեռ չի ավարտվել։
error-too_many_messages = Չափազանց արագ է․ դա չկատարվեց։ Մի պահ սպասիր։
error-too_many_names = Այստեղից չափազանց շատ նոր անուններ են ստեղծվել։ Նորից փորձիր { $seconds } վայրկյանից։
error-too_many_tables = Չափազանց շատ նոր սեղաններ։ Նորից փորձիր { $seconds } վայրկյանից։
error-too_many_join_codes = Չափազանց շատ սխալ կոդեր։ Նորից փորձիր { $seconds } վայրկյանից։
error-server_busy = Սերվերը զբաղված է։ Նորից փորձիր մի քանի վայրկյանից։
error-message_unreadable = Սերվերը չկարողացավ կարդալ այդ հաղորդագրությունը։
error-message_too_large = Այդ հաղորդագրությունը { $most } բայթից երկար է։
error-protocol_unsupported = Այս էջը հնացել է (սերվերի տարբերակը՝ { $supported })։ Թարմացրու այն։
error-field_missing = Հաղորդագրությունում դաշտ է պակասում։
error-field_unknown = Հաղորդագրությունն ունի դաշտ, որը սերվերը չգիտի։
error-field_invalid = Հաղորդագրությունն ունի արժեք, որը սերվերը չի ընդունում։
error-key_twice = Հաղորդագրությունը մի դաշտը երկու անգամ է տալիս։
error-card_twice = Այս քարտը երկու անգամ է նշված՝ { $card }։
error-text_control_character = Տեքստը չի կարող պարունակել { $character } կառավարման նիշը։

## The page before its script runs (index.html, served in the reader's language),
## numbers where the browser has no data for the language, computers and the replay.
page-noscript = { -game } խաղի համար այս դիտարկիչում JavaScript է պետք․ խաղն աշխատում է էջի ներսում։
page-noscript-join = Սեղան { $code }՝ { $system }, { $base } հասցեում։ Այս խաղն աշխատում է էջի ներսում և JavaScript է պահանջում․ տերմինալից խաղալու համար տեղադրիր ginrummy-ն (pip install 'ginrummy[client]') և գրիր՝ ginrummy connect { $base } --name ՔՈ_ԱՆՈՒՆԸ --join { $code }
page-noscript-unknown-code = Այստեղ այս կոդով սեղան չկա՝ { $code }։
number-decimal = ,
number-group = { " " }
seat-computer-plain = Համակարգիչ
replay-cards-of = Քարտերը՝ { $name }

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
claim-offer = Կարող ես պահանջել հաղթանակը․ նա կկրի տեխնիկական պարտություն, իսկ հաղթանակը քոնն է։ Կամ սպասիր նրան։
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
