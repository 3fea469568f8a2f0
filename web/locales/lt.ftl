# The browser game's words in Lithuanian.  The same ids with the same variables as en.ftl
# (tests/test_web_catalogs.py checks it); docs/glossary.md lists the game's words.
# A variable cannot be declined: { $name } and { $card } stand in the nominative,
# mostly after a colon ("Eilė: { $name }"), or as the subject of a past-tense verb.
# Plurals: one (1, 21, 31…), few (2–9, 22–29…), many (fractions), other (0, 10–20, 30…).

-game = Gin Rummy
app-title = { -game }
language-name = Lietuvių

## Systems and levels
system-standard = Džinas
system-oklahoma = Oklahomos džinas
system-hollywood = Holivudo džinas
system-oklahoma-hollywood = Oklahomos Holivudo džinas
system-three-player = Džinas trims
system-eaai = Džinas (tyrimų taisyklės)
level-easy = Lengvas
level-medium = Vidutinis
level-hard = Sunkus
level-expert = Ekspertas

## Cards
# A card is named suit (genitive plural) then rank, as Lithuanian players say it:
# "širdžių dama", "vynų tūzas"; so suit-* are the genitive plural forms.
rank-A = tūzas
rank-2 = dviakė
rank-3 = triakė
rank-4 = keturakė
rank-5 = penkakė
rank-6 = šeštakė
rank-7 = septynakė
rank-8 = aštuonakė
rank-9 = devynakė
rank-T = dešimtakė
rank-J = valetas
rank-Q = dama
rank-K = karalius
suit-s = vynų
suit-h = širdžių
suit-d = būgnų
suit-c = kryžių
card-name = { $suit } { $rank }
card-back = užversta korta
card-stock = Kaladė, { $count ->
    [one] { $count } korta
    [few] { $count } kortos
    [many] { $count } kortos
   *[other] { $count } kortų
  }
card-pile-empty = Išmestos kortos, tuščia
card-pile = Išmestos kortos, viršuje: { $card }

## Home
home-tagline = Kortų žaidimas pagal tikslias taisykles, tavo kalba.
name-prompt = Kaip tave turėtų vadinti kiti žaidėjai?
name-label = Tavo vardas
name-save = Toliau
name-change = Keisti vardą
play-computer = Žaisti su kompiuteriu
play-computer-start = Pradėti
system-label = Žaidimas
level-label = Lygis
private-table = Žaisti su draugu
private-create = Sukurti privatų stalą
private-share = Nusiųsk šią nuorodą draugui:
private-copy = Kopijuoti nuorodą
private-copied = Nukopijuota
quick-match = Greitas mačas
quick-match-start = Rasti varžovą
quick-match-waiting = Ieškoma varžovo…
quick-match-offer = Kol kas niekas neatėjo. Žaisk su kompiuteriu arba palauk dar.
quick-match-computer = Žaisti su kompiuteriu
quick-match-keep = Laukti toliau
quick-match-cancel = Nebeieškoti
open-tables = Atviri stalai
open-tables-none = Šiuo metu atvirų stalų nėra.
open-tables-join = Prisėsti
open-tables-watch = Stebėti
open-tables-refresh = Atnaujinti
leaderboard = Lyderių lentelė
leaderboard-none = Šiame žaidime dar niekas neturi reitingo.
leaderboard-rating = Reitingas
leaderboard-matches = Mačai
leaderboard-name = Žaidėjas
your-rating = Tavo reitingas: { NUMBER($rating, maximumFractionDigits: 1) }
settings = Nustatymai
settings-language = Kalba
settings-language-auto = Automatiškai
settings-speed = Animacijos greitis
speed-off = Išjungta
speed-slow = Lėta
speed-normal = Įprasta
speed-fast = Greita
settings-four-colour = Keturių spalvų kaladė
fair-link = Sąžiningas maišymas: kaip patikrinti
back-home = Pradžia

## The table
table-title = Stalas { $code }
table-waiting = Laukiama, kol prisės žaidėjas…
table-closed = Šis stalas uždarytas: niekas neatėjo žaisti.
table-share = Pakviesk draugą šia nuoroda:
seat-empty = laisva vieta
seat-computer = Kompiuteris ({ $level })
seat-away = pasišalinęs
seat-offline = atsijungęs
seat-you = tu
seat-dealer = dalija
seat-to-act = eina
seat-ready = pasiruošęs
seat-sit = Sėstis čia
role-box = Dėžėje
role-captain = Kapitonas
role-out = Patarėjas (nežaidžia)
you-are-box = Tu esi dėžėje: žaidi vienas prieš kapitoną.
you-are-captain = Tu esi kapitonas: patarėjas siūlo, tu sprendi.
you-are-out = Šį kartą nežaidi: matai kapitono kortas ir patari.
spectating = Tu stebi.
hand-number = Dalijimas { $number }
stock = Kaladė
pile = Išmestos kortos
knock-limit = Belsti galima, kai nesuderintų taškų { $limit } ar mažiau
knock-limit-gin = Tik džinas (atversta korta – tūzas)
spades-double = Vynai: šis dalijimas skaičiuojamas dvigubai
opponent-cards = { $name }: { $count ->
    [one] { $count } korta
    [few] { $count } kortos
    [many] { $count } kortos
   *[other] { $count } kortų
  }
opponent-known = Žinomos kortos ({ $name }):
your-deadwood = Nesuderintų taškai: { $deadwood }
your-deadwood-after = Nesuderintų taškai po geriausio išmetimo: { $deadwood }
sort-label = Rikiuoti
sort-melds = Kombinacijos
sort-rank = Vertė
sort-suit = Spalva
sort-own = Mano tvarka
hand-label = Tavo kortos
hand-label-captain = Kapitono kortos
meld-label = Kombinacija: { $cards }
deadwood-label = Nesuderinta korta
turn-yours = Tavo ėjimas
turn-theirs = Ėjimas: { $name }
turn-clock = { $seconds ->
    [one] liko { $seconds } sekundė
    [few] liko { $seconds } sekundės
    [many] liko { $seconds } sekundės
   *[other] liko { $seconds } sekundžių
  }

## Actions
action-draw-stock = Traukti iš kaladės
action-draw-discard = Paimti: { $card }
action-take-pile = Paimti viršutinę išmestą kortą
action-pass = Praleisti
action-take-upcard = Paimti atverstą kortą: { $card }
action-discard = Išmesti: { $card }
action-knock = Belsti
action-knock-with = Belsti, užverstą išmetant: { $card }
action-gin = Džinas!
action-gin-with = Džinas, išmetant: { $card }
action-big-gin = Didysis džinas!
action-choose-card = Pasirink, kurią kortą išmesti
action-cancel = Atšaukti
action-confirm = Patvirtinti
confirm-gin = Skelbti džiną, išmetant { $card }? Visos dešimt tavo kortų sudaro kombinacijas.
confirm-big-gin = Skelbti didįjį džiną? Visos vienuolika tavo kortų sudaro kombinacijas.
confirm-knock = Belsti, užverstą išmetant { $card }? Nesuderintų taškai: { $deadwood }.
arrange-title = Išdėk savo kombinacijas
arrange-option = { $melds ->
    [one] { $melds } kombinacija
    [few] { $melds } kombinacijos
    [many] { $melds } kombinacijos
   *[other] { $melds } kombinacijų
  }, nesuderintų taškai: { $deadwood }
arrange-best = mažiausiai nesuderintų
arrange-submit = Išdėti
layoff-title = Išdėk savo kombinacijas ir pridėk kortų
layoff-option = Nesuderintų taškai: { $deadwood }, { $layoffs ->
    [0] nieko nepridėjus
    [one] pridėjus { $layoffs } kortą
    [few] pridėjus { $layoffs } kortas
    [many] pridėjus { $layoffs } kortos
   *[other] pridėjus { $layoffs } kortų
  }
layoff-on = { $card } prie kombinacijos { $meld }
layoff-submit = Išdėti
hint = Patarimas
hints-title = Eksperto pasiūlymai
why-least-deadwood = mažiausiai nesuderintų, mažiausiai pridėjimų
why-blind-draw = tikėtini nesuderintų taškai { $expected } traukus iš kaladės
why-pass = praleisti: tikėtini nesuderintų taškai { $expected } traukus iš kaladės
why-take = imti { $card }: nesuderintų taškai { $deadwood } po geriausio išmetimo
why-joins-meld = įeina į kombinaciją
why-can-knock = galima belsti
why-better-by-playouts = geriau pagal simuliacijas
why-big-gin = visos vienuolika kortų kombinacijose: didysis džinas
why-discard = išmesti { $card }: nesuderintų taškai { $deadwood }, tikėtini { $expected }
why-take-next = galima paimti { $card }, jei ji bus išmesta kitu ėjimu ({ $chance })
why-opponent-uses = { $chance } tikimybė, kad ji reikalinga varžovui
why-play-on-best = pagal simuliacijas geriausia žaisti toliau
why-best-by-playouts = geriausia pagal simuliacijas
why-gin = džinas
why-knock = belsti (nesuderintų taškai: { $deadwood })
why-knock-or-play-on = belsti (nesuderintų taškai: { $deadwood }): tikėtini taškai { $points }, žaidžiant toliau { $wait_points }, pakirtimo rizika { $undercut }
why-match-chance = tikimybė laimėti mačą: pabeldus { $knock }, žaidžiant toliau { $wait }
why-knock-expected = belsti (nesuderintų taškai: { $deadwood }): tikėtini taškai { $points }, pakirtimo rizika { $undercut }
why-wait = geriau žaisti toliau
undo = Atšaukti ėjimą
ready = Kitas dalijimas
ready-waiting = Laukiama kitų…
leave = Palikti stalą
advise = Pasiūlyti tai
advice-from = Patarėjas siūlo: { $action }
advice-sent = Tu pasiūlei: { $action }
advice-none = Pasiūlymų dar nėra.
advice-withdraw = Atsiimti pasiūlymą

## Events
event-draw-stock = { $name } ištraukė kortą iš kaladės
event-draw-stock-card = { $name } ištraukė iš kaladės: { $card }
event-draw-discard = { $name } paėmė: { $card }
event-pass = { $name } praleido
event-discard = { $name } išmetė: { $card }
event-knock = { $name } pabeldė
event-big-gin = { $name } paskelbė didįjį džiną
event-arrange = { $name } išdėjo kombinacijas
event-lay-off = { $name } išdėjo kombinacijas ir pridėjo kortų
event-undo = { $name } atšaukė ėjimą
event-advice = { $name } pasiūlė: { $action }
event-advice-none = { $name } paliko sprendimą kapitonui
event-deal = Dalijimas { $hand }; dalija: { $name }
event-ready = { $name } pasiruošęs
event-joined = { $name } prisėdo prie stalo
event-by-timeout = (baigėsi laikas: ėjo kompiuteris)
event-by-away = (pasišalinęs: ėjo kompiuteris)
last-action = Paskutinis ėjimas: { $action }
log-title = Kas įvyko

## The end of a hand
end-title = Dalijimas { $hand }
outcome-gin = { $name } padarė džiną
outcome-big_gin = { $name } padarė didįjį džiną
outcome-knock = { $name } pabeldė ir laimėjo
outcome-undercut = Pakirtimas! Laimi { $name }
outcome-draw = Lygiosios: taškų negauna niekas
draw-stock = Kaladėje liko tik dvi kortos.
draw-max_turns = Pasiektas ėjimų limitas.
end-knocker = Pabeldė: { $name }
end-defender = Gynėsi: { $name }
end-melds = Kombinacijos
end-deadwood = Nesuderintų taškai: { $deadwood }
end-layoffs = Pridėtos kortos
end-score-difference = Nesuderintų taškų skirtumas
end-score-bonus = Premija
end-score-multiplier = Vynų dvigubinimas
end-score-points = { $name } gauna taškų: { $points }
end-games = Įrašyta į partijas: { $games }
end-verified = Kaladė patikrinta
end-verify-failed = Kaladė neatitinka įsipareigojimo!
end-verify-unavailable = Ši naršyklė kaladę tikrina tik per HTTPS arba pačiame serverio kompiuteryje: šią patikrink komanda ginrummy verify.
end-verify-how = Ką tai įrodo
match-over = Mačas baigtas
match-winner = Mačą laimėjo: { $name }
match-draw = Mačas baigėsi lygiosiomis
match-totals = Galutiniai rezultatai
match-replay = Peržiūrėti mačą
match-record = Atsisiųsti žaidimo įrašą
match-again = Žaisti dar kartą

## The score sheet
score-title = Rezultatai
score-game = Partija { $number }
score-target = iki { $target }
score-hands-won = { $count ->
    [one] laimėtas { $count } dalijimas
    [few] laimėti { $count } dalijimai
    [many] laimėta { $count } dalijimo
   *[other] laimėta { $count } dalijimų
  }
score-finished = baigta

## Fairness
fair-title = Sąžiningas maišymas
fair-commitment = Prieš dalijimą serveris įsipareigojo dėl kaladės: { $hash }
fair-body-1 = Prieš kiekvieną dalijimą serveris parodo įsipareigojimą: sumaišytos kaladės ir slaptos „druskos“ SHA-256 maišos reikšmę. Vėliau jis nebegali pakeisti kaladės, nepakeitęs ir maišos reikšmės.
fair-body-2 = Dalijimui pasibaigus, serveris atskleidžia kaladę ir druską. Tavo naršyklė pati apskaičiuoja maišos reikšmę ir palygina: „Kaladė patikrinta“ reiškia, kad kortos išdalytos iš kaladės, nustatytos dar prieš dalijimą, taigi niekas, net serveris, nesudėliojo kortų pamatęs žaidimą.
fair-body-3 = Norėdamas pats patikrinti visą mačą, atsisiųsk jo žaidimo įrašą ir paleisk:
fair-body-4 = Pats maišymas gaunamas iš operacinės sistemos saugaus atsitiktinių skaičių generatoriaus.

## Replay
replay-title = Peržiūra
replay-hand = Dalijimas { $number }
replay-step = Žingsnis { $step } iš { $steps }
replay-first = Pirmas
replay-prev = Atgal
replay-next = Pirmyn
replay-last = Paskutinis
replay-loading = Įkeliamas įrašas…
replay-not-finished = Šis mačas dar nebaigtas.

## Chat
chat = Pokalbis
chat-placeholder = Parašyk ką nors
chat-send = Siųsti
chat-preset-hello = Labas!
chat-preset-good-luck = Sėkmės!
chat-preset-nice = Geras ėjimas!
chat-preset-thanks = Ačiū!
chat-preset-good-game = Geras žaidimas!
chat-preset-rematch = Dar vieną?

## Connection
link-reconnecting = Ryšys nutrūko. Jungiamasi iš naujo…
link-closed = Atsijungta nuo stalo.
link-offline = Nepavyksta pasiekti serverio.
loading = Įkeliama…

## Rules panel
rules = Taisyklės
rules-target = Partija žaidžiama iki { $target } taškų.
rules-knock-limit = Belsti galima, kai nesuderintų taškai neviršija { $limit }.
rules-knock-from-upcard = Pirmoji atversta korta nustato beldimo ribą (tūzas – tik džinas).
rules-spades-double = Jei atversta korta – vynai, dalijimo taškai dvigubinami.
rules-gin-bonus = Už džiną skiriama { $bonus } taškų premija.
rules-undercut-bonus = Už pakirtimą skiriama { $bonus } taškų premija.
rules-big-gin = Už didįjį džiną (visos vienuolika kortų kombinacijose) skiriama { $bonus }.
rules-no-big-gin = Didžiojo džino nėra.
rules-hollywood = Holivudas: vienu metu skaičiuojamos trys partijos.
rules-three-player = Trys žaidėjai: esantis dėžėje žaidžia prieš kapitoną, kuriam pataria nežaidžiantis žaidėjas.
rules-line-bonus = Kiekvienas laimėtas dalijimas pabaigoje prideda { $bonus }.
rules-game-bonus = Partijos laimėjimas prideda { $bonus }.
rules-shutout = Jei pralaimėjęs neturi nė vieno taško, laimėtojo taškai dvigubinami.
rules-discard-upcard = Gali išmesti kortą, kurią ką tik paėmei iš išmestų kortų.
rules-no-discard-upcard = Negali išmesti kortos, kurią ką tik paėmei iš išmestų kortų.

## The server's refusals, by their code
error-bad_message = Serveris to nesuprato.
error-too_large = Tai buvo per ilga.
error-not_authenticated = Tavo vardas čia nežinomas. Pasirink vardą iš naujo.
error-unknown_table = Tokio stalo nėra.
error-no_seat = Prie šio stalo neturi vietos.
error-not_your_turn = Dabar ne tavo ėjimas.
error-illegal = Taisyklės neleidžia tokio ėjimo.
error-not_allowed = Čia to daryti negalima.
error-throttled = Per greitai: palauk akimirką ir bandyk dar kartą.
error-conflict = Stalas pasikeitė; pažiūrėk dar kartą ir nuspręsk.
error-internal = Serverio klaida; niekas nepasikeitė.
error-not_found = Nerasta.
error-offline = Nepavyksta pasiekti serverio.
error-name-taken = Šis vardas užimtas (arba panašus į užimtą). Pasirink kitą.
error-detail = Išsami informacija: { $message }

## The phone layout: card sizes (Settings)
settings-card-size = Kortų dydis
card-size-small = Mažos
card-size-medium = Vidutinės
card-size-large = Didelės
settings-high-contrast = Kontrastingos kortos

## Newcomer: the guided first hand, How to play, statistics, sounds
newcomer-links = Naujokams
how-to-play = Kaip žaisti
stats-link = Tavo statistika
guide-start = Pirmasis dalijimas su vedliu
guide-again = Vėl rodyti pirmąjį dalijimą su vedliu
guide-asked = Vedlys pasirodys kitame tavo žaidime su kompiuteriu
settings-sound = Garsai (traukimas, išmetimas, beldimas, džinas, tavo ėjimas)
guide-title = Pirmasis dalijimas su vedliu
guide-step = Žingsnis { $step } iš { $steps }
guide-skip = Praleisti vedlį
guide-finish = Baigti
guide-offer = Tau siūloma pirmoji atversta korta: { $card }. Imk ją, jei ji su tavo kortomis sudaro ar beveik sudaro kombinaciją, kitaip praleisk. Jei abu žaidėjai praleidžia, nedalijęs žaidėjas pirmas traukia iš kaladės.
guide-draw = Ėjimas prasideda traukimu: viršutinė kaladės korta (užversta, staigmena) arba viršutinė išmesta korta ({ $card }), kurią tau imant varžovas mato.
guide-draw-stock = Ėjimas prasideda traukimu: paimk viršutinę kaladės kortą.
guide-discard = Tavo kombinacijos kortose apvestos rėmeliu: rinkiniai (trys ar keturios tos pačios vertės kortos) ir sekos (trys ar daugiau tos pačios spalvos kortų iš eilės). Kitos kortos yra nesuderintos: po geriausio išmetimo nesuderintų taškų liks { $deadwood }. Ėjimą baik išmesdamas kortą: pasirink ją (dažniausiai geriausia – aukšta nesuderinta korta) ir spausk „Išmesti“.
guide-knock = Gali belsti: užverstą išmetus { $card }, nesuderintų taškų liks { $deadwood }, ne daugiau nei beldimo riba ({ $limit }). Pasirink { $card } ir spausk „Belsti“ arba žaisk toliau ir mažink nesuderintų taškus. Po beldimo dalijimą laimi tas, kurio nesuderintų taškų mažiau.
guide-gin = Gali padaryti džiną: išmetus { $card }, visos kitos tavo kortos bus kombinacijose. Džinas duoda { $bonus } taškų premiją ir varžovo nesuderintų taškus. Pasirink { $card } ir spausk „Džinas“.
guide-laydown = Pabeldei: išdėk savo kombinacijas. Tada varžovas išdės savąsias ir pridės prie tavųjų, ką galės.
guide-defend = Pabeldė: { $name }. Išdėk savo kombinacijas: savo nesuderintas kortas gali pridėti prie jo kombinacijų (ketvirtą kortą prie rinkinio, kortą prie bet kurio sekos galo).
guide-wait = Dabar žaidžia: { $name }. Stebėk, ką ima ir ką išmeta.
guide-end-scored = { $outcome }. { $name } gauna taškų: { $points }.
guide-end-draw = { $outcome }. Tas pats žaidėjas dalija dar kartą.
guide-end = Kiekvieno dalijimo taškai sumuojami rezultatų lentelėje, o pirmasis surinkęs { $target } laimi partiją. Sužaidei visą dalijimą: tai ir yra visas Gin Rummy.
howto-title = Kaip žaisti: { $system }
howto-rule-id = Taisyklės numeris taisyklių knygoje (docs/RULES.md)
howto-aim-title = Tikslas
howto-aim = Sudaryk iš savo kortų kombinacijas, o likusių, nesuderintų, kortų taškų palik kuo mažiau. Kai nesuderintų taškų pakankamai mažai, gali belsti, ir tas, kurio nesuderintų taškų mažiau, laimi skirtumą. Partija žaidžiama iki { $target } taškų.
howto-cards-title = Kortos ir kombinacijos
howto-cards = Viena 52 kortų kaladė be džokerių. Tūzas visada žemas ir vertas 1, skaitinės kortos – savo skaičiaus, valetas, dama ir karalius – po 10.
howto-set = Rinkinys – tai trys ar keturios tos pačios vertės kortos:
howto-run = Seka – tai trys ar daugiau tos pačios spalvos kortų iš eilės. Tūzas yra tik žemas: A-2-3 yra seka, Q-K-A – ne.
howto-deadwood = Korta gali priklausyti tik vienai kombinacijai. Kortos, nepatekusios į jokią kombinaciją, yra tavo nesuderintos kortos, o nesuderintų taškai – jų verčių suma, kortas išdėsčius taip, kad jų liktų kuo mažiau.
howto-deal-title = Dalijimas
howto-deal = Kiekvienam žaidėjui po vieną išdalijama dešimt kortų. Kita korta atverčiama: ši atversta korta pradeda išmestų kortų krūvą, o likusios, užverstos, sudaro kaladę.
howto-deal-winner = Dalijimą laimėjęs žaidėjas dalija kitą; po lygiųjų dalija tas pats žaidėjas.
howto-deal-alternate = Po kiekvieno dalijimo, kuriame gauta taškų, dalija kitas žaidėjas; po lygiųjų dalija tas pats žaidėjas.
howto-deal-box = Visus dalijimus dalija esantis dėžėje.
howto-turn-title = Tavo ėjimas
howto-turn = Ištrauk vieną kortą – viršutinę iš kaladės arba viršutinę išmestą, – tada atverstą išmesk vieną kortą arba belsk.
howto-upcard = Pirmasis dalijimo ėjimas: nedalijęs žaidėjas gali paimti atverstą kortą arba praleisti; tada dalytojas gali ją paimti arba praleisti. Jei abu praleidžia, nedalijęs žaidėjas pradeda traukdamas iš kaladės.
howto-knock-title = Beldimas ir džinas
howto-knock = Ištraukęs gali belsti: užverstą išmesk vieną kortą, tada išdėk savo kortas kombinacijomis ir nesuderintomis kortomis. Nesuderintų taškai negali viršyti beldimo ribos. Belsti niekada neprivaloma.
howto-knock-upcard = Kiekvieno dalijimo beldimo ribą nustato pirmoji jo atversta korta (žr. toliau).
howto-gin = Džinas – tai beldimas be jokių nesuderintų kortų: išmetus kortą, visos tavo kortos yra kombinacijose.
howto-layoff-title = Pridėjimas
howto-layoff = Po beldimo kitas žaidėjas išdeda savo kortas kombinacijomis ir nesuderintomis kortomis ir gali pridėti nesuderintas kortas prie pabeldusiojo kombinacijų: ketvirtą rinkinio kortą arba kortas, prailginančias seką bet kuriame gale, vieną po kitos:
howto-layoff-gin = Prie džino kortų niekas nieko neprideda, o pabeldęs niekada nieko neprideda.
howto-drawn-title = Lygiosios
howto-drawn = Jei po išmetimo kaladėje lieka tik dvi kortos ir niekas nepabeldė, dalijimas baigiasi lygiosiomis: taškų negauna niekas, ir dalija tas pats žaidėjas.
howto-score-title = Dalijimo taškai
howto-score-knock = Beldimas: jei pabeldusiojo nesuderintų taškų mažiau nei kito žaidėjo po pridėjimų, pabeldęs gauna skirtumą.
howto-score-undercut = Pakirtimas: jei kito žaidėjo nesuderintų taškų tiek pat ar mažiau nei pabeldusiojo, kitas žaidėjas gauna skirtumą ir { $bonus } taškų premiją.
howto-score-gin = Už džiną gaunama { $bonus } taškų premija ir kito žaidėjo nesuderintų taškai; kitas žaidėjas negauna nieko.
howto-score-game = Taškai sumuojami per dalijimus, ir pirmasis surinkęs { $target } laimi partiją.
howto-score-hollywood = Taškai rašomi į tris Holivudo partijas (žr. toliau); kiekviena laimima surinkus { $target }.
howto-score-three = Taškai sumuojami per dalijimus, ir pirmasis surinkęs { $target } laimi.
howto-oklahoma = Pirmoji dalijimo atversta korta nustato jo beldimo ribą: dešimtakė ar paveikslėlis leidžia 10, skaitinė korta – savo skaičių, tūzas – 1.
howto-oklahoma-ace-gin = Jei pirmoji atversta korta – tūzas, dalijimą gali baigti tik džinas.
howto-hollywood-sheet = Viename rezultatų lape vienu metu skaičiuojamos trys partijos: 1, 2 ir 3.
howto-hollywood-entries = Pirmasis tavo laimėtas dalijimas įrašomas į 1 partiją, antrasis – į 1 ir 2, trečiasis ir visi vėlesni – į visas tris. Į jau laimėtą partiją taškai nebeįrašomi.
howto-hollywood-won = Kiekvieną partiją laimi tas, kuris pirmas joje surenka { $target }. Žaidžiama, kol laimimos visos trys, o mačą laimi tas, kuris laimėjo dvi ar tris.
howto-three-roles = Kiekvienas žaidėjas traukia kortą: aukščiausią ištraukęs yra dėžėje, vidurinę – kapitonas, žemiausią – nežaidžia.
howto-three-play = Esantis dėžėje žaidžia vienas prieš komandą: komandos kortomis žaidžia kapitonas, o nežaidžiantis jas mato ir gali patarti; sprendžia kapitonas.
howto-three-after = Jei dėžė laimi, taškus gauna esantis dėžėje ir lieka joje, o kiti du pasikeičia vietomis. Jei dėžė pralaimi, taškus gauna kapitonas ir pereina į dėžę, buvęs dėžėje nežaidžia, o nežaidęs tampa kapitonu.
stats-title = Statistika: { $name }
stats-none = Dar neturi baigto mačo: tavo skaičiai atsiras čia po pirmojo.
stats-matches = Mačai
stats-wins = Laimėta
stats-wins-rate = { $wins } ({ $rate })
stats-hands = Sužaisti ir laimėti dalijimai
stats-hands-won = { $hands } · { $won }
stats-gins = Džinai
stats-undercuts = Pakirtimai
stats-knocks = Beldimai (be džino)
stats-knock-deadwood = Vidutiniai nesuderintų taškai beldžiant
stats-streak = Pergalės iš eilės dabar
stats-longest-streak = Ilgiausia pergalių eilė
stats-rating = Reitingas
stats-not-rated = Reitingo dar nėra: reitingą lemia mačai su žmonėmis.
stats-rating-now = { $rating } (reitinguotų mačų: { $matches })
stats-chart-title = Tavo reitingas ({ $system }) po kiekvieno mačo
stats-chart-desc = { $count ->
    [one] Reitinguotų mačų: { $count }; reitingas { $last }.
   *[other] Reitinguotų mačų: { $count }; nuo { $first } iki { $last }, didžiausias { $high }, mažiausias { $low }.
  }
stats-chart-x = Reitinguotas mačas
stats-chart-point = Mačas { $number }: { $rating }
stats-history-table = Reitingas lentele
stats-history-ended = Baigtas

## The controls (B4-B7, B11 of issue 49): the cards that let you knock or go gin, the
## first upcard's offer, laying down on the felt, a hint said once, the end of a hand
## in one line, the score sheet's hands, a move the connection did not carry.
knock-mark = su ja gali belsti
gin-mark = su ja gali padaryti džiną
knock-mark-legend = Išmesk pažymėtą kortą, kad galėtum belsti
gin-mark-legend = Išmesk pažymėtą kortą, kad padarytum džiną
offer-first = Pirmas ėjimas: paimk atverstą kortą { $card } arba praleisk. Jei praleisi, ją gali paimti: { $name }. Jei abu praleisite, iš kaladės pradedi traukti tu.
offer-second = Atverstą kortą praleido: { $name }. Paimk { $card } arba praleisk. Jei praleisi ir tu, iš kaladės pradeda traukti: { $name }.
offer-watch = Pirmas ėjimas: { $name } gali paimti atverstą kortą { $card } arba praleisti.
laid-off = pridėta
laydown-help = Tavo kombinacijos su mažiausiai nesuderintų taškų. Kad išdėtum kitaip, bakstelk kortą, tada kombinaciją arba nesuderintas kortas (arba nutemk kortą ten).
laydown-help-layoff = Tavo kombinacijos ir pridėjimai su mažiausiai nesuderintų taškų. Kad išdėtum kitaip, bakstelk kortą, tada kombinaciją (arba nutemk kortą ten).
laydown-picked = Pasirinkta: { $card }. Dabar bakstelk, kur ją dėti.
laydown-cannot = Čia negalima dėti: { $card }.
laydown-here = Dėti čia: { $card }
laydown-best = Grįžti prie pasiūlymo
laydown-knocker = Išdėjo: { $name }
laydown-deadwood = Nesuderintos kortos
laydown-yours = Tavo kombinacijos
# A hint's reason after its action: the why-* parts above without the action they
# start with (the hint line says the action once).
hint-why-take = nesuderintų taškai { $deadwood } po geriausio išmetimo
hint-why-discard = nesuderintų taškai { $deadwood }, tikėtini { $expected }
hint-why-knock = nesuderintų taškai: { $deadwood }
hint-why-knock-or-play-on = nesuderintų taškai: { $deadwood }; tikėtini taškai { $points }, žaidžiant toliau { $wait_points }, pakirtimo rizika { $undercut }
hint-why-knock-expected = nesuderintų taškai: { $deadwood }; tikėtini taškai { $points }, pakirtimo rizika { $undercut }
hint-why-big-gin = visos vienuolika kortų kombinacijose
end-dialog-title = Dalijimas { $hand } baigtas
story-knock = { $name } pabeldžia (nesuderintų taškai: { $deadwood })
story-gin = { $name } padaro džiną
story-big-gin = { $name } padaro didįjį džiną
story-layoffs = { $name } prideda { $count ->
    [one] { $count } kortą
    [few] { $count } kortas
    [many] { $count } kortos
   *[other] { $count } kortų
  }
story-scores = { $name } gauna taškų: { $points }
story-undercut = pakirtimas: { $name } gauna taškų: { $points }
story-draw = Lygiosios: taškų negauna niekas
score-of-target = { $points } iš { $target }
score-hands-title = Pagal dalijimus
score-hand = Dalijimas
score-what = Kas įvyko
action-not-made = Neatlikta: { $action }. Ryšys nutrūko, o žaidimas nuėjo toliau: pažiūrėk dar kartą ir nuspręsk.
action-not-sent = Neišsiųsta: nėra ryšio. Palauk, kol jis grįš.
link-paused = Ėjimai sustabdyti, kol ryšys grįš.


## Every word in the player's language (issue 49, D): the server's reasons
## (docs/protocol.md, "Reasons"), each with exactly the reason's arguments.
error-card_not_named = Pasirink, kurią kortą išmesti.
error-card_not_in_hand = Šios kortos neturi: { $card }.
error-discard_just_taken = Šią kortą ką tik paėmei iš išmestų kortų, šiuo ėjimu jos išmesti negali: { $card }.
error-knock_over_limit = Negali belsti išmesdamas { $card }: liktų nesuderintų taškų { $deadwood }, o beldimo riba – { $limit }.
error-big_gin_not_played = Pagal šias taisykles didžiojo džino nėra.
error-big_gin_needs_melds = Didžiajam džinui visos vienuolika kortų turi būti kombinacijose.
error-meld_not_in_hand = Šių kortų neturi: { $cards }.
error-not_a_meld = Tai ne kombinacija: { $cards }.
error-meld_card_twice = Korta negali būti dviejose kombinacijose: { $cards }.
error-arrangement_over_limit = Su šiomis kombinacijomis lieka nesuderintų taškų { $deadwood }, o beldimo riba – { $limit }.
error-layoff_onto_gin = Prie džino kortų pridėti negalima.
error-layoff_in_meld = Ši korta yra tavo kombinacijoje, jos pridėti negalima: { $card }.
error-layoff_twice = Ši korta pridėta du kartus: { $card }.
error-no_such_meld = Pabeldęs neturi kombinacijos { $meld }.
error-layoff_does_not_fit = Šios kortos netinka prie kombinacijos { $meld }: { $cards }.
error-nothing_to_lay_off = Dabar nėra prie ko pridėti kortų.
error-stock_only = Abu žaidėjai praleido atverstą kortą: trauk iš kaladės.
error-pile_empty = Išmestų kortų nėra.
error-must_discard = Dabar išmesk kortą (arba belsk).
error-must_draw = Dabar trauk iš kaladės arba iš išmestų kortų.
error-must_take_or_pass = Dabar paimk atverstą kortą arba praleisk.
error-must_arrange = Pabeldei: išdėk savo kombinacijas.
error-must_lay_off = Išdėk savo kombinacijas ir pridėk kortų.
error-hand_over = Dalijimas baigtas.
error-sitting_out = Šiame dalijime nežaidi: sprendžia kapitonas.
error-name_empty = Varde turi būti bent vienas simbolis.
error-name_too_long = Vardas gali turėti ne daugiau kaip { $most } simbolių; šis turi { $length }.
error-name_invisible_character = Varde negali būti simbolio { $character }: jis nematomas.
error-name_direction_character = Varde negali būti simbolio { $character }: jis keičia aplinkinio teksto kryptį.
error-name_control_character = Varde negali būti simbolio { $character }: tai valdymo simbolis, ne raidė.
error-name_taken = Šis vardas užimtas. Pasirink kitą.
error-name_lookalike = Šis vardas panašus į užimtą. Pasirink kitą.
error-rule_option_invalid = Ši taisyklė negali turėti tokios reikšmės: { $option }.
error-rule_option_range = Taisyklės reikšmė turi būti nuo { $least } iki { $most }: { $option }.
error-rule_needs_oklahoma = Ši taisyklė skirta tik Oklahomos džinui: { $option }.
error-rule_hollywood_two_players = Holivudo skaičiavimas skirtas dviem žaidėjams.
error-rule_three_player_dealer = Kai žaidžia trys, visada dalija esantis dėžėje.
error-seat_count = Šiame žaidime vietų yra { $players }, ne { $found }.
error-seat_needs_level = Kompiuterio vietai reikia lygio.
error-seat_has_no_level = Lygį turi tik kompiuterio vieta.
error-seat_for_you = Viena vieta skirta tau.
error-level_not_offered = Šiame serveryje tokio kompiuterio lygio nėra: { $level }.
error-table_closed = Šis stalas uždarytas.
error-match_over = Mačas baigtas.
error-already_seated = Prie šio stalo jau turi vietą.
error-seat_taken = Ši vieta užimta.
error-no_decision_awaited = Dabar niekieno ėjimas.
error-captain_waits_for_advice = Kapitonas laukia patarėjo pasiūlymo.
error-advice_only_sitting_out = Patarti gali tik nežaidžiantis žaidėjas.
error-captain_not_deciding = Kapitonas dabar nesprendžia.
error-advice_only_for_play = Kapitonas kombinacijas išdeda pats: patarimai skirti žaidimui.
error-undo_only_against_computers = Atšaukti ėjimą galima tik žaidžiant su kompiuteriu.
error-nothing_to_undo = Neturi ėjimo, kurį galėtum atšaukti.
error-no_hand_waiting = Joks dalijimas nelaukia.
error-chat_length = Pokalbio eilutėje gali būti nuo 1 iki { $most } simbolių.
error-chat_control_character = Pokalbio eilutėje negali būti valdymo simbolių.
error-hints_only_against_computers = Patarimai galimi tik žaidžiant su kompiuteriu.
error-nothing_to_claim = Nėra ko reikalauti: stalas nelaukia nei pasišalinusio žaidėjo, nei to, kuriam baigėsi laikas.
error-claim_by_others = Stalas laukia tavęs: pergalės gali pareikalauti tik kiti.
error-rematch_after_match = Revanšą galima pasiūlyti, kai mačas baigiasi.
error-no_rematch_offered = Revanšas nebuvo pasiūlytas.
error-rematch_made = Revanšas jau paruoštas.
error-hello_first = Ryšys prasidėjo ne taip, kaip turėtų. Atnaujink puslapį.
error-hello_once = Ryšys jau atidarytas.
error-token_missing = Pirma pasirink vardą.
error-token_unknown = Tavo vardas čia nežinomas. Pasirink vardą iš naujo.
error-last_seq_ahead = Stalas ne toks, kokį prisimena šis puslapis. Atnaujink puslapį.
error-watch_seated_only = Šį stalą stebėti gali tik prie jo sėdintys žaidėjai.
error-private_seat_by_code = Prie privataus stalo sėdama su jo nuoroda.
error-take_a_seat = Pirma atsisėsk.
error-join_code_unknown = Stalo su tokiu kodu nėra.
error-seat_computer_seated_only = Pasodinti kompiuterį gali tik prie stalo sėdintis žaidėjas.
error-match_not_finished = Šis mačas dar nebaigtas.
error-too_many_messages = Per greitai: tai nepadaryta. Palauk akimirką.
error-too_many_names = Iš čia sukurta per daug naujų vardų. Bandyk dar kartą po { $seconds ->
    [one] { $seconds } sekundės
   *[other] { $seconds } sekundžių
  }.
error-too_many_tables = Per daug naujų stalų. Bandyk dar kartą po { $seconds ->
    [one] { $seconds } sekundės
   *[other] { $seconds } sekundžių
  }.
error-too_many_join_codes = Per daug neteisingų kodų. Bandyk dar kartą po { $seconds ->
    [one] { $seconds } sekundės
   *[other] { $seconds } sekundžių
  }.
error-server_busy = Serveris užimtas. Bandyk dar kartą po kelių sekundžių.
error-message_unreadable = Serveris negalėjo perskaityti šio pranešimo.
error-message_too_large = Šis pranešimas ilgesnis nei { $most } baitų.
error-protocol_unsupported = Šis puslapis pasenęs (serverio versija: { $supported }). Atnaujink jį.
error-field_missing = Pranešime trūksta lauko.
error-field_unknown = Pranešime yra laukas, kurio serveris nežino.
error-field_invalid = Pranešime yra reikšmė, kurios serveris negali priimti.
error-key_twice = Pranešime tas pats laukas nurodytas du kartus.
error-card_twice = Ši korta nurodyta du kartus: { $card }.
error-text_control_character = Tekste negali būti valdymo simbolio { $character }.

## The page before its script runs (index.html, served in the reader's language),
## numbers where the browser has no data for the language, computers and the replay.
page-noscript = Žaidimui „{ -game }“ šioje naršyklėje reikia JavaScript: žaidimas veikia puslapyje.
page-noscript-join = Stalas { $code }: žaidimo „{ $system }“ stalas adresu { $base }. Šis žaidimas veikia puslapyje ir jam reikia JavaScript; norėdamas žaisti iš terminalo, įdiek ginrummy (pip install 'ginrummy[client]') ir įvesk: ginrummy connect { $base } --name TAVO_VARDAS --join { $code }
page-noscript-unknown-code = Čia nėra stalo su kodu { $code }.
number-decimal = ,
number-group = { " " }
seat-computer-plain = Kompiuteris
replay-cards-of = Kortos: { $name }

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = Tavo nebaigti mačai
games-continue = Tęsti
games-state-your-turn = Tavo ėjimas
games-state-adjourned = Sustabdyta: laukia tavęs
games-state-waiting = Laukiama žaidėjų
games-state-between = Tarp dalijimų
games-state-playing = Žaidžiama
stand-in-option = Tegul kompiuteris žaidžia už pasišalinusį (tada mačas neįskaičiuojamas į reitingą)
claim-away = Pasišalinęs: { $name }
claim-time = Baigėsi laikas: { $name }
claim-offer = Gali pareikalauti pergalės: jam įskaitomas techninis pralaimėjimas, o pergalė tavo. Arba palauk jo.
claim-button = Pareikalauti pergalės
claim-wait = Palaukti
claim-waiting = Laukiama: { $name }
forfeit-away = Buvo pasišalinęs, pergalės pareikalauta: { $name }
forfeit-time = Baigėsi laikas, pergalės pareikalauta: { $name }
forfeit-left = Paliko stalą ir atsisakė mačo: { $name }
match-rated = Šis mačas įskaičiuojamas į reitingą.
match-unrated = Šis mačas neįskaičiuojamas į reitingą.
rematch-offer = Revanšas
rematch-waiting = Laukiama, kol revanšą priims: { $names }
rematch-offered = Siūlo revanšą: { $name }
rematch-accept = Priimti
rematch-decline = Atmesti
rematch-declined = Revanšą atmetė: { $name }
rematch-declined-you = Tu atmetei revanšą.
rematch-ready = Revanšas paruoštas.
rematch-go = Eiti į revanšą
event-rematch = Nori revanšo: { $name }
