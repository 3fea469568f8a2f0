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
settings-language-auto = Naršyklės kalba
settings-speed = Animacijos greitis
speed-off = Išjungta
speed-slow = Lėta
speed-normal = Įprasta
speed-fast = Greita
settings-large-cards = Didelės, kontrastingos kortos
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
why-take-next = galima paimti { $card }, jei ji bus išmesta vėliau ({ $chance })
why-opponent-uses = { $chance } tikimybė, kad ji reikalinga priešininkui
why-play-on-best = pagal simuliacijas geriausia žaisti toliau
why-best-by-playouts = geriausia pagal simuliacijas
why-gin = džinas
why-knock = belsti su { $deadwood }
why-knock-or-play-on = belsti su { $deadwood }: tikėtini taškai { $points }, žaidžiant toliau { $wait_points }, pakirtimo rizika { $undercut }
why-match-chance = { $knock } prieš { $wait } laimėti mačą
why-knock-expected = belsti su { $deadwood }: tikėtini taškai { $points }, pakirtimo rizika { $undercut }
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
end-verify-unavailable = Ši naršyklė kaladę tikrina tik per HTTPS arba pačiame serverio kompiuteryje: šią patikrinkite su ginrummy verify.
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
