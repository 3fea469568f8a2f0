# The browser game's words in English: the reference catalog.  Every other catalog
# has the same ids with the same variables (tests/test_web_catalogs.py checks it).
# docs/glossary.md lists the game's words in each language.

-game = Gin Rummy
app-title = { -game }
language-name = English

## Systems and levels
system-standard = Gin
system-oklahoma = Oklahoma Gin
system-hollywood = Hollywood Gin
system-oklahoma-hollywood = Oklahoma Hollywood Gin
system-three-player = Three-player Gin
system-eaai = Gin (research rules)
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert

## Cards
rank-A = ace
rank-2 = two
rank-3 = three
rank-4 = four
rank-5 = five
rank-6 = six
rank-7 = seven
rank-8 = eight
rank-9 = nine
rank-T = ten
rank-J = jack
rank-Q = queen
rank-K = king
suit-s = spades
suit-h = hearts
suit-d = diamonds
suit-c = clubs
card-name = { $rank } of { $suit }
card-back = face-down card
card-stock = Stock, { $count ->
    [one] one card
   *[other] { $count } cards
  }
card-pile-empty = Discard pile, empty
card-pile = Discard pile, top card { $card }

## Home
home-tagline = The card game, played exactly, in your language.
name-prompt = What should other players call you?
name-label = Your name
name-save = Continue
name-change = Change name
play-computer = Play the computer
play-computer-start = Start
system-label = Game
level-label = Level
private-table = Play a friend
private-create = Create a private table
private-share = Send this link to your friend:
private-copy = Copy link
private-copied = Copied
quick-match = Quick match
quick-match-start = Find an opponent
quick-match-waiting = Looking for an opponent…
quick-match-offer = Nobody came yet. Play the computer instead, or keep waiting.
quick-match-computer = Play the computer
quick-match-keep = Keep waiting
quick-match-cancel = Stop looking
open-tables = Open tables
open-tables-none = No open tables right now.
open-tables-join = Join
open-tables-watch = Watch
open-tables-refresh = Refresh
leaderboard = Leaderboard
leaderboard-none = Nobody is rated in this game yet.
leaderboard-rating = Rating
leaderboard-matches = Matches
leaderboard-name = Player
your-rating = Your rating: { NUMBER($rating, maximumFractionDigits: 1) }
settings = Settings
settings-language = Language
settings-language-auto = The browser's language
settings-speed = Animation speed
speed-off = Off
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
settings-large-cards = Large, high-contrast cards
settings-four-colour = Four-colour deck
fair-link = Fair shuffles: how to check
back-home = Home

## The table
table-title = Table { $code }
table-waiting = Waiting for a player to join…
table-closed = This table was closed: nobody came to play.
table-share = Invite a friend with this link:
seat-empty = empty seat
seat-computer = Computer ({ $level })
seat-away = away
seat-offline = disconnected
seat-you = you
seat-dealer = dealer
seat-to-act = to play
seat-ready = ready
seat-sit = Take this seat
role-box = In the box
role-captain = Captain
role-out = Advisor (sitting out)
you-are-box = You are in the box: you play alone against the captain.
you-are-captain = You are the captain: your advisor suggests, you decide.
you-are-out = You are sitting out: you see the captain's hand and advise.
spectating = You are watching.
hand-number = Hand { $number }
stock = Stock
pile = Discard pile
knock-limit = Knock at { $limit } or less
knock-limit-gin = Gin only (ace upcard)
spades-double = Spades: this hand counts double
opponent-cards = { $name } holds { $count ->
    [one] one card
   *[other] { $count } cards
  }
opponent-known = Known in { $name }'s hand:
your-deadwood = Deadwood: { $deadwood }
your-deadwood-after = Deadwood { $deadwood } after your best discard
sort-label = Sort
sort-melds = Melds
sort-rank = Rank
sort-suit = Suit
sort-own = My order
hand-label = Your hand
hand-label-captain = The captain's hand
meld-label = Meld: { $cards }
deadwood-label = Deadwood card
turn-yours = Your turn
turn-theirs = { $name } to play
turn-clock = { $seconds ->
    [one] one second left
   *[other] { $seconds } seconds left
  }

## Actions
action-draw-stock = Draw from the stock
action-draw-discard = Take { $card }
action-take-pile = Take the top discard
action-pass = Pass
action-take-upcard = Take the upcard { $card }
action-discard = Discard { $card }
action-knock = Knock
action-knock-with = Knock, discarding { $card } face down
action-gin = Gin!
action-gin-with = Go gin, discarding { $card }
action-big-gin = Big gin!
action-choose-card = Choose a card to discard
action-cancel = Cancel
action-confirm = Confirm
confirm-gin = Go gin by discarding { $card }? All ten cards of your hand are in melds.
confirm-big-gin = Declare big gin? All eleven cards of your hand are in melds.
confirm-knock = Knock by discarding { $card } face down, with { $deadwood } deadwood?
arrange-title = Lay down your melds
arrange-option = { $melds ->
    [one] one meld
   *[other] { $melds } melds
  }, { $deadwood } deadwood
arrange-best = least deadwood
arrange-submit = Lay down
layoff-title = Lay down your melds and lay off
layoff-option = { $deadwood } deadwood after { $layoffs ->
    [0] no layoffs
    [one] one layoff
   *[other] { $layoffs } layoffs
  }
layoff-on = { $card } on { $meld }
layoff-submit = Lay down
hint = Hint
hints-title = The expert suggests
# Why the expert suggests an action: the parts of a hint's reason (docs/protocol.md,
# hints). $card is a card (Q♥), $chance, $undercut, $knock and $wait percentages,
# $points and $wait_points signed points, $expected and $deadwood numbers.
why-least-deadwood = least deadwood, fewest lay-offs
why-blind-draw = expected deadwood { $expected } after a blind draw
why-pass = pass: expected deadwood { $expected } after a blind draw
why-take = take { $card }: deadwood { $deadwood } after the best discard
why-joins-meld = joins a meld
why-can-knock = can knock
why-better-by-playouts = better by play-outs
why-big-gin = all eleven cards meld: big gin
why-discard = discard { $card }: deadwood { $deadwood }, expected { $expected }
why-take-next = can take { $card } if it is thrown next ({ $chance })
why-opponent-uses = { $chance } that the opponent can use it
why-play-on-best = best to play on, by play-outs
why-best-by-playouts = best by play-outs
why-gin = gin
why-knock = knock with { $deadwood }
why-knock-or-play-on = knock with { $deadwood }: expected { $points } points against { $wait_points } for playing on, { $undercut } undercut risk
why-match-chance = { $knock } against { $wait } to win the match
why-knock-expected = knock with { $deadwood }: expected { $points } points, { $undercut } undercut risk
why-wait = better to play on
undo = Undo
ready = Next hand
ready-waiting = Waiting for the others…
leave = Leave the table
advise = Suggest this
advice-from = Your advisor suggests: { $action }
advice-sent = You suggested: { $action }
advice-none = No suggestion yet.
advice-withdraw = Take back the suggestion

## Events
event-draw-stock = { $name } drew from the stock
event-draw-stock-card = { $name } drew { $card } from the stock
event-draw-discard = { $name } took { $card }
event-pass = { $name } passed
event-discard = { $name } discarded { $card }
event-knock = { $name } knocked
event-big-gin = { $name } declared big gin
event-arrange = { $name } laid down melds
event-lay-off = { $name } laid down and laid off
event-undo = { $name } took back a move
event-advice = { $name } suggested: { $action }
event-advice-none = { $name } left the decision to the captain
event-deal = Hand { $hand } dealt; { $name } deals
event-ready = { $name } is ready
event-joined = { $name } sat down
event-by-timeout = (time ran out: the computer played)
event-by-away = (away: the computer played)
last-action = Last: { $action }
log-title = What happened

## The end of a hand
end-title = Hand { $hand }
outcome-gin = { $name } went gin
outcome-big_gin = { $name } went big gin
outcome-knock = { $name } knocked and won
outcome-undercut = Undercut! { $name } wins
outcome-draw = A drawn hand: nobody scores
draw-stock = Only two cards were left in the stock.
draw-max_turns = The turn limit was reached.
end-knocker = { $name } knocked
end-defender = { $name } defended
end-melds = Melds
end-deadwood = Deadwood: { $deadwood }
end-layoffs = Laid off
end-score-difference = Deadwood difference
end-score-bonus = Bonus
end-score-multiplier = Spade double
end-score-points = { $name } scores { $points }
end-games = Entered in { $games }
end-verified = Deck verified
end-verify-failed = The deck does not match its commitment!
end-verify-unavailable = This browser checks a deck only over HTTPS or on the server's own machine: check this one with ginrummy verify.
end-verify-how = What this proves
match-over = The match is over
match-winner = { $name } wins the match
match-draw = The match is drawn
match-totals = Final totals
match-replay = Replay the match
match-record = Download the game record
match-again = Play again

## The score sheet
score-title = Score
score-game = Game { $number }
score-target = to { $target }
score-hands-won = { $count ->
    [one] one hand won
   *[other] { $count } hands won
  }
score-finished = finished

## Fairness
fair-title = Fair shuffles
fair-commitment = Before the deal the server committed to the deck: { $hash }
fair-body-1 = Before each hand is dealt, the server shows a commitment: the SHA-256 hash of the shuffled deck and a secret salt. It cannot change the deck afterwards without the hash changing.
fair-body-2 = When the hand ends, the server reveals the deck and the salt. Your browser hashes them itself and compares: "Deck verified" means the cards were dealt from the deck fixed before the hand began, so nobody, not even the server, arranged the cards after seeing the play.
fair-body-3 = To check a whole match yourself, download its game record and run:
fair-body-4 = The shuffle itself comes from the operating system's secure random generator.

## Replay
replay-title = Replay
replay-hand = Hand { $number }
replay-step = Step { $step } of { $steps }
replay-first = First
replay-prev = Back
replay-next = Forward
replay-last = Last
replay-loading = Loading the record…
replay-not-finished = This match is not finished yet.

## Chat
chat = Chat
chat-placeholder = Say something
chat-send = Send
chat-preset-hello = Hello!
chat-preset-good-luck = Good luck!
chat-preset-nice = Nice play!
chat-preset-thanks = Thanks!
chat-preset-good-game = Good game!
chat-preset-rematch = Another one?

## Connection
link-reconnecting = Connection lost. Reconnecting…
link-closed = Disconnected from the table.
link-offline = The server cannot be reached.
loading = Loading…

## Rules panel
rules = Rules
rules-target = A game is played to { $target } points.
rules-knock-limit = You may knock with { $limit } deadwood or less.
rules-knock-from-upcard = The first upcard sets the knock limit (an ace: gin only).
rules-spades-double = A spade upcard doubles the hand's score.
rules-gin-bonus = Gin scores a bonus of { $bonus }.
rules-undercut-bonus = An undercut scores a bonus of { $bonus }.
rules-big-gin = Big gin (all eleven cards in melds) scores { $bonus }.
rules-no-big-gin = No big gin.
rules-hollywood = Hollywood: three games are scored at once.
rules-three-player = Three players: one in the box plays the captain, who is advised by the player sitting out.
rules-line-bonus = Each hand won adds { $bonus } at the end.
rules-game-bonus = Winning the game adds { $bonus }.
rules-shutout = A shutout doubles the winner's score.
rules-discard-upcard = You may discard the card you just took from the pile.
rules-no-discard-upcard = You may not discard the card you just took from the pile.

## The server's refusals, by their code
error-bad_message = The server did not understand that.
error-too_large = That was too long.
error-not_authenticated = Your name is not known here. Choose a name again.
error-unknown_table = There is no such table.
error-no_seat = You have no seat at this table.
error-not_your_turn = It is not your turn.
error-illegal = The rules do not allow that move.
error-not_allowed = That is not allowed here.
error-throttled = Too fast: wait a moment and try again.
error-conflict = The table changed; look again and decide.
error-internal = The server failed; nothing changed.
error-not_found = Not found.
error-offline = The server cannot be reached.
error-name-taken = That name is taken (or looks like one that is). Choose another.
error-detail = Details: { $message }

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = Your games in progress
games-continue = Continue
games-state-your-turn = Your turn
games-state-adjourned = Paused: waiting for you
games-state-waiting = Waiting for players
games-state-between = Between hands
games-state-playing = In play
stand-in-option = Let the computer play for someone who is away (the match is then not rated)
claim-away = { $name } is away.
claim-time = { $name } ran out of time.
claim-offer = You may claim the match: they forfeit it, and it counts as your win. Or wait for them.
claim-button = Claim the match
claim-wait = Wait
claim-waiting = Waiting for { $name }.
forfeit-away = { $name } was away: the match was claimed.
forfeit-time = { $name } ran out of time: the match was claimed.
forfeit-left = { $name } left the table and gave up the match.
match-rated = This match counts for the ratings.
match-unrated = This match does not count for the ratings.
rematch-offer = Rematch
rematch-waiting = Waiting for { $names } to accept the rematch…
rematch-offered = { $name } offers a rematch.
rematch-accept = Accept
rematch-decline = Decline
rematch-declined = { $name } declined the rematch.
rematch-declined-you = You declined the rematch.
rematch-ready = The rematch is ready.
rematch-go = Go to the rematch
event-rematch = { $name } wants a rematch.
