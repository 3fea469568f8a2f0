# The browser game's words in Turkish.  The same ids with the same variables as en.ftl
# (tests/test_web_catalogs.py checks it); docs/glossary.md lists the game's words.
# Turkish suffixes cannot be attached to a variable: sentences keep { $name } and
# { $card } in the bare (nominative) form, mostly as "Sıra: { $name }" or "Al: { $card }".

-game = Gin Rummy
app-title = { -game }
language-name = Türkçe

## Systems and levels
system-standard = Gin
system-oklahoma = Oklahoma Gin
system-hollywood = Hollywood Gin
system-oklahoma-hollywood = Oklahoma Hollywood Gin
system-three-player = Üç kişilik Gin
system-eaai = Gin (araştırma kuralları)
level-easy = Kolay
level-medium = Orta
level-hard = Zor
level-expert = Usta

## Cards
# A card is named suit first, as Turkish players say it: "kupa kız", "maça as".
rank-A = as
rank-2 = iki
rank-3 = üç
rank-4 = dört
rank-5 = beş
rank-6 = altı
rank-7 = yedi
rank-8 = sekiz
rank-9 = dokuz
rank-T = on
rank-J = vale
rank-Q = kız
rank-K = papaz
suit-s = maça
suit-h = kupa
suit-d = karo
suit-c = sinek
card-name = { $suit } { $rank }
card-back = kapalı kart
card-stock = Deste, { $count ->
    [one] bir kart
   *[other] { $count } kart
  }
card-pile-empty = Iskarta, boş
card-pile = Iskarta, üstteki kart: { $card }

## Home
home-tagline = Kurallarına tam uygun kâğıt oyunu, kendi dilinde.
name-prompt = Diğer oyuncular sana ne desin?
name-label = Adın
name-save = Devam
name-change = Adını değiştir
play-computer = Bilgisayara karşı oyna
play-computer-start = Başla
system-label = Oyun
level-label = Seviye
private-table = Arkadaşınla oyna
private-create = Özel masa aç
private-share = Bu bağlantıyı arkadaşına gönder:
private-copy = Bağlantıyı kopyala
private-copied = Kopyalandı
quick-match = Hızlı maç
quick-match-start = Rakip bul
quick-match-waiting = Rakip aranıyor…
quick-match-offer = Henüz kimse gelmedi. İstersen bilgisayara karşı oyna, istersen beklemeye devam et.
quick-match-computer = Bilgisayara karşı oyna
quick-match-keep = Beklemeye devam et
quick-match-cancel = Aramayı bırak
open-tables = Açık masalar
open-tables-none = Şu anda açık masa yok.
open-tables-join = Otur
open-tables-watch = İzle
open-tables-refresh = Yenile
leaderboard = Sıralama
leaderboard-none = Bu oyunda henüz derecesi olan kimse yok.
leaderboard-rating = Derece
leaderboard-matches = Maçlar
leaderboard-name = Oyuncu
your-rating = Derecen: { NUMBER($rating, maximumFractionDigits: 1) }
settings = Ayarlar
settings-language = Dil
settings-language-auto = Tarayıcının dili
settings-speed = Animasyon hızı
speed-off = Kapalı
speed-slow = Yavaş
speed-normal = Normal
speed-fast = Hızlı
settings-large-cards = Büyük, yüksek kontrastlı kartlar
settings-four-colour = Dört renkli deste
fair-link = Adil karıştırma: nasıl kontrol edilir
back-home = Ana sayfa

## The table
table-title = Masa { $code }
table-waiting = Bir oyuncunun oturması bekleniyor…
table-closed = Bu masa kapatıldı: oynamaya kimse gelmedi.
table-share = Bu bağlantıyla bir arkadaşını davet et:
seat-empty = boş koltuk
seat-computer = Bilgisayar ({ $level })
seat-away = uzakta
seat-offline = bağlantı koptu
seat-you = sen
seat-dealer = dağıtan
seat-to-act = oynuyor
seat-ready = hazır
seat-sit = Buraya otur
role-box = Kutuda
role-captain = Kaptan
role-out = Danışman (oyun dışı)
you-are-box = Kutudasın: kaptana karşı tek başına oynuyorsun.
you-are-captain = Kaptansın: danışmanın önerir, sen karar verirsin.
you-are-out = Bu elde oyun dışısın: kaptanın kartlarını görüp öneride bulunursun.
spectating = İzliyorsun.
hand-number = El { $number }
stock = Deste
pile = Iskarta
knock-limit = Knock sınırı: { $limit } veya daha az
knock-limit-gin = Yalnızca gin (açık kart as)
spades-double = Açık kart maça: bu el çift sayılır
opponent-cards = { $name }: { $count ->
    [one] bir kart
   *[other] { $count } kart
  }
opponent-known = { $name } — elindeki bilinen kartlar:
your-deadwood = Persiz puan: { $deadwood }
your-deadwood-after = En iyi ıskartadan sonra persiz puan: { $deadwood }
sort-label = Sırala
sort-melds = Perler
sort-rank = Sayı
sort-suit = Renk
sort-own = Kendi sıram
hand-label = Elin
hand-label-captain = Kaptanın eli
meld-label = Per: { $cards }
deadwood-label = Persiz kart
turn-yours = Sıra sende
turn-theirs = Sıra: { $name }
turn-clock = { $seconds ->
    [one] bir saniye kaldı
   *[other] { $seconds } saniye kaldı
  }

## Actions
action-draw-stock = Desteden çek
action-draw-discard = Al: { $card }
action-take-pile = Iskartadan al
action-pass = Pas
action-take-upcard = Açık kartı al: { $card }
action-discard = At: { $card }
action-knock = Knock
action-knock-with = Knock, kapalı at: { $card }
action-gin = Gin!
action-gin-with = Gin yap, at: { $card }
action-big-gin = Büyük gin!
action-choose-card = Atılacak kartı seç
action-cancel = Vazgeç
action-confirm = Onayla
confirm-gin = Gin yapılsın mı? Atılacak kart: { $card }. Elindeki on kartın hepsi perde.
confirm-big-gin = Büyük gin ilan edilsin mi? Elindeki on bir kartın hepsi perde.
confirm-knock = Knock yapılsın mı? Kapalı atılacak kart: { $card }, persiz puan: { $deadwood }.
arrange-title = Perlerini aç
arrange-option = { $melds ->
    [one] bir per
   *[other] { $melds } per
  }, { $deadwood } persiz puan
arrange-best = en az persiz puan
arrange-submit = Aç
layoff-title = Perlerini aç ve işle
layoff-option = { $deadwood } persiz puan, { $layoffs ->
    [0] işleme yok
    [one] bir kart işlendi
   *[other] { $layoffs } kart işlendi
  }
layoff-on = { $card }, { $meld } perine
layoff-submit = Aç
hint = İpucu
hints-title = Ustanın önerisi
why-least-deadwood = en az persiz puan, en az işleme
why-blind-draw = desteden çekince beklenen persiz puan { $expected }
why-pass = pas: desteden çekince beklenen persiz puan { $expected }
why-take = { $card } al: en iyi ıskartadan sonra { $deadwood } persiz puan
why-joins-meld = bir pere girer
why-can-knock = knock yapılabilir
why-better-by-playouts = simülasyonlara göre daha iyi
why-big-gin = on bir kartın hepsi perde: büyük gin
why-discard = { $card } at: { $deadwood } persiz puan, beklenen { $expected }
why-take-next = sonra atılırsa { $card } alınabilir ({ $chance })
why-opponent-uses = rakibin işine yarama olasılığı { $chance }
why-play-on-best = simülasyonlara göre oynamaya devam etmek en iyisi
why-best-by-playouts = simülasyonlara göre en iyisi
why-gin = gin
why-knock = { $deadwood } persiz puanla knock
why-knock-or-play-on = { $deadwood } persiz puanla knock: beklenen { $points } puan, devam edilirse { $wait_points }, undercut riski { $undercut }
why-match-chance = maçı kazanma şansı { $knock }, devam edilirse { $wait }
why-knock-expected = { $deadwood } persiz puanla knock: beklenen { $points } puan, undercut riski { $undercut }
why-wait = devam etmek daha iyi
undo = Geri al
ready = Sonraki el
ready-waiting = Diğerleri bekleniyor…
leave = Masadan kalk
advise = Bunu öner
advice-from = Danışmanının önerisi: { $action }
advice-sent = Önerin: { $action }
advice-none = Henüz öneri yok.
advice-withdraw = Öneriyi geri çek

## Events
event-draw-stock = { $name } desteden çekti
event-draw-stock-card = { $name } desteden çekti: { $card }
event-draw-discard = { $name } ıskartadan aldı: { $card }
event-pass = { $name } pas dedi
event-discard = { $name } attı: { $card }
event-knock = { $name } knock yaptı
event-big-gin = { $name } büyük gin ilan etti
event-arrange = { $name } perlerini açtı
event-lay-off = { $name } perlerini açtı ve işledi
event-undo = { $name } bir hamleyi geri aldı
event-advice = { $name } önerdi: { $action }
event-advice-none = { $name } kararı kaptana bıraktı
event-deal = El { $hand } dağıtıldı; dağıtan: { $name }
event-ready = { $name } hazır
event-joined = { $name } masaya oturdu
event-by-timeout = (süre doldu: bilgisayar oynadı)
event-by-away = (uzakta: bilgisayar oynadı)
last-action = Son hamle: { $action }
log-title = Neler oldu

## The end of a hand
end-title = El { $hand }
outcome-gin = { $name } gin yaptı
outcome-big_gin = { $name } büyük gin yaptı
outcome-knock = { $name } knock yaptı ve kazandı
outcome-undercut = Undercut! Kazanan: { $name }
outcome-draw = El berabere: kimse puan almadı
draw-stock = Destede yalnızca iki kart kaldı.
draw-max_turns = Hamle sınırına ulaşıldı.
end-knocker = Knock yapan: { $name }
end-defender = Savunan: { $name }
end-melds = Perler
end-deadwood = Persiz puan: { $deadwood }
end-layoffs = İşlenen kartlar
end-score-difference = Persiz puan farkı
end-score-bonus = Bonus
end-score-multiplier = Maça çifti
end-score-points = { $name } { $points } puan aldı
end-games = Yazıldığı oyunlar: { $games }
end-verified = Deste doğrulandı
end-verify-failed = Deste, taahhüt edilen desteyle uyuşmuyor!
end-verify-unavailable = Bu tarayıcı desteyi yalnızca HTTPS üzerinden ya da sunucunun kendi bilgisayarında doğrulayabilir: bu desteyi ginrummy verify ile doğrulayın.
end-verify-how = Bu neyi kanıtlar
match-over = Maç bitti
match-winner = Maçı kazanan: { $name }
match-draw = Maç berabere
match-totals = Son toplamlar
match-replay = Maçı yeniden izle
match-record = Oyun kaydını indir
match-again = Yeniden oyna

## The score sheet
score-title = Puan
score-game = Oyun { $number }
score-target = { $target } puana
score-hands-won = { $count ->
    [one] bir el kazanıldı
   *[other] { $count } el kazanıldı
  }
score-finished = bitti

## Fairness
fair-title = Adil karıştırma
fair-commitment = Dağıtımdan önce sunucunun deste taahhüdü: { $hash }
fair-body-1 = Her el dağıtılmadan önce sunucu bir taahhüt gösterir: karıştırılmış destenin ve gizli bir tuzun SHA-256 özeti. Sunucu bundan sonra desteyi değiştiremez; değiştirirse özet de değişir.
fair-body-2 = El bitince sunucu desteyi ve tuzu açıklar. Tarayıcın bunların özetini kendisi hesaplar ve karşılaştırır: "Deste doğrulandı", kartların el başlamadan önce sabitlenen desteden dağıtıldığı anlamına gelir; yani kimse, sunucu bile, oyunu gördükten sonra kartları düzenlemedi.
fair-body-3 = Bütün bir maçı kendin kontrol etmek için oyun kaydını indir ve şunu çalıştır:
fair-body-4 = Karıştırmanın kendisi işletim sisteminin güvenli rastgele sayı üretecinden gelir.

## Replay
replay-title = Tekrar
replay-hand = El { $number }
replay-step = Adım { $step } / { $steps }
replay-first = İlk
replay-prev = Geri
replay-next = İleri
replay-last = Son
replay-loading = Kayıt yükleniyor…
replay-not-finished = Bu maç henüz bitmedi.

## Chat
chat = Sohbet
chat-placeholder = Bir şey yaz
chat-send = Gönder
chat-preset-hello = Merhaba!
chat-preset-good-luck = İyi şanslar!
chat-preset-nice = Güzel hamle!
chat-preset-thanks = Teşekkürler!
chat-preset-good-game = İyi oyundu!
chat-preset-rematch = Bir el daha?

## Connection
link-reconnecting = Bağlantı koptu. Yeniden bağlanılıyor…
link-closed = Masayla bağlantı kesildi.
link-offline = Sunucuya ulaşılamıyor.
loading = Yükleniyor…

## Rules panel
rules = Kurallar
rules-target = Bir oyun { $target } puana kadar oynanır.
rules-knock-limit = Persiz puanın { $limit } veya daha azsa knock yapabilirsin.
rules-knock-from-upcard = İlk açık kart knock sınırını belirler (as ise yalnızca gin).
rules-spades-double = Açık kart maça ise elin puanı iki katına çıkar.
rules-gin-bonus = Gin { $bonus } puan bonus getirir.
rules-undercut-bonus = Undercut { $bonus } puan bonus getirir.
rules-big-gin = Büyük gin (on bir kartın hepsi perde) { $bonus } puan getirir.
rules-no-big-gin = Büyük gin yok.
rules-hollywood = Hollywood: üç oyun aynı anda yazılır.
rules-three-player = Üç oyuncu: kutudaki oyuncu kaptana karşı oynar; kaptana oyun dışındaki oyuncu danışmanlık eder.
rules-line-bonus = Kazanılan her el, oyun sonunda { $bonus } puan ekler.
rules-game-bonus = Oyunu kazanmak { $bonus } puan ekler.
rules-shutout = Kaybeden oyunu sıfır puanla bitirirse kazananın puanı iki katına çıkar.
rules-discard-upcard = Iskartadan yeni aldığın kartı hemen atabilirsin.
rules-no-discard-upcard = Iskartadan yeni aldığın kartı aynı turda atamazsın.

## The server's refusals, by their code
error-bad_message = Sunucu bunu anlamadı.
error-too_large = Bu çok uzundu.
error-not_authenticated = Adın burada tanınmıyor. Yeniden bir ad seç.
error-unknown_table = Böyle bir masa yok.
error-no_seat = Bu masada koltuğun yok.
error-not_your_turn = Sıra sende değil.
error-illegal = Kurallar bu hamleye izin vermiyor.
error-not_allowed = Burada buna izin yok.
error-throttled = Çok hızlı: biraz bekleyip yeniden dene.
error-conflict = Masa değişti; yeniden bakıp karar ver.
error-internal = Sunucu hata verdi; hiçbir şey değişmedi.
error-not_found = Bulunamadı.
error-offline = Sunucuya ulaşılamıyor.
error-name-taken = Bu ad alınmış (ya da alınmış bir ada çok benziyor). Başka bir ad seç.
error-detail = Ayrıntılar: { $message }

## Matches people can trust: games in progress, claims, rematch (issue 49, part A)
games-title = Süren oyunların
games-continue = Devam et
games-state-your-turn = Sıra sende
games-state-adjourned = Duraklatıldı: seni bekliyor
games-state-waiting = Oyuncular bekleniyor
games-state-between = Eller arası
games-state-playing = Oynanıyor
stand-in-option = Uzakta olanın yerine bilgisayar oynasın (o zaman maç dereceye sayılmaz)
claim-away = Uzakta: { $name }
claim-time = Süresi doldu: { $name }
claim-offer = Maçı talep edebilirsin: maçı hükmen kaybeder, galibiyet senin sayılır. Ya da onu bekle.
claim-button = Maçı talep et
claim-wait = Bekle
claim-waiting = Bekleniyor: { $name }
forfeit-away = Uzaktaydı, maç talep edildi: { $name }
forfeit-time = Süresi doldu, maç talep edildi: { $name }
forfeit-left = Masadan ayrıldı ve maçı bıraktı: { $name }
match-rated = Bu maç dereceye sayılır.
match-unrated = Bu maç dereceye sayılmaz.
rematch-offer = Rövanş
rematch-waiting = Rövanşı kabul etmesi bekleniyor: { $names }
rematch-offered = Rövanş öneriyor: { $name }
rematch-accept = Kabul et
rematch-decline = Reddet
rematch-declined = Rövanşı reddetti: { $name }
rematch-declined-you = Rövanşı reddettin.
rematch-ready = Rövanş hazır.
rematch-go = Rövanşa git
event-rematch = Rövanş istiyor: { $name }
