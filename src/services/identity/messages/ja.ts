// Japanese (polite form, as the web pages' catalogue). Same keys as en.ts.
import type { IdentityCatalogue } from './en.ts';

export const ja: IdentityCatalogue = {
  'frame.accountNav': 'アカウント',
  'frame.haveAccount': 'アカウントをお持ちですか？',
  'frame.needAccount': 'アカウントをお持ちでないですか？',
  'frame.logIn': 'ログイン',
  'frame.signUp': '新規登録',

  'field.email': 'メールアドレス',
  'field.password': 'パスワード',
  'action.cancel': 'キャンセル',

  'login.title': 'ログイン',
  'login.heading': '{productName}にログイン',
  'login.submit': 'ログイン',
  'login.wrong': 'メールアドレスまたはパスワードが正しくありません。',
  'login.tooMany': '失敗した試行が多すぎます。{wait}',

  'signup.title': '新規登録',
  'signup.heading': '{productName}アカウントを作成',
  'signup.passwordHint': '{min}文字以上で、推測されにくいもの。関係のない単語をいくつか並べるのがおすすめです。',
  'signup.personaLegend': 'ペルソナ（任意）',
  'signup.personaHint': 'アバターの公開名とハンドルです。あとでデスクトップクライアントで作成することもできます。',
  'signup.name': 'アバター名',
  'signup.handle': 'アバターハンドル',
  'signup.submit': 'アカウントを作成',
  'signup.personaBoth':
    '今ペルソナを作成するには、アバター名とハンドルの両方を入力してください（または両方とも空欄にしてください）。',
  'signup.tooMany': '試行が多すぎます。{wait}',

  'wait.seconds': '{count, plural, other {#秒}}後にもう一度お試しください。',
  'wait.minutes': '{count, plural, other {#分}}後にもう一度お試しください。',

  'checkEmail.title': 'メールをご確認ください',
  'checkEmail.sent':
    '{email}にメッセージを送信しました。メッセージ内のリンクを開いてアカウントの作成を完了してください。リンクの有効期限は1時間です。',
  'checkEmail.nothing': '数分たっても届かない場合は、迷惑メールフォルダーを確認するか、もう一度登録してください。',
  'checkEmail.sandbox': 'これはデモです。このサーバーからメールは送信されません。メッセージを読むには{link}。',
  'checkEmail.sandboxLink': 'サンドボックスの送信箱を開いてください',

  'confirm.title': 'アカウントを作成',
  'confirm.body': 'ボタンを押すと、メールアドレスの確認が完了します。',
  'confirm.submit': 'アカウントを作成する',
  'confirm.alreadyTitle': '登録済みです',
  'confirm.alreadyBody': 'このメールアドレスのアカウントはすでにあります。そのアカウントでログインしてください。',
  'confirm.invalidTitle': '無効なリンクです',
  'confirm.invalidBody':
    'このリンクは期限切れか、すでに使用されています。もう一度登録して新しいリンクを受け取ってください。',
  'confirm.readyTitle': 'アカウントの準備ができました',
  'confirm.readyBody': 'メールアドレスとパスワードでログインしてください。',
  'confirm.readyHandleTaken':
    'メールアドレスとパスワードでログインしてください。その間にハンドルが使用されたため、ログイン後にペルソナを作成してください。',

  'expired.title': 'ログインの有効期限切れ',
  'expired.body': 'このログインページは無効になりました。サイトに戻って、もう一度ログインしてください。',
  'finish.failed': 'ログインを完了できませんでした。サイトに戻って、もう一度ログインしてください。',

  'logout.title': 'ログアウト',
  'logout.heading': '{productName}からログアウトしますか？',
  'logout.yes': 'はい、ログアウトします',
  'logout.no': 'いいえ、ログインしたままにします',

  'signedOut.title': 'ログアウトしました',
  'signedOut.body': 'ログアウトしました。',

  'error.title': 'ログインの問題',
  'error.body': 'ログインのリクエストが無効です。サイトに戻って、もう一度ログインしてください。',

  'sandbox.title': 'サンドボックスメール',
  'sandbox.intro': '開発用の送信箱です。メッセージは配信されずにここに保管されます。メールは送信されていません。',
  'sandbox.address': 'アドレス',
  'sandbox.show': 'メッセージを表示',
  'sandbox.none': 'このアドレス宛てのメッセージはありません。',
  'sandbox.openLink': 'このメッセージのリンクを開く',

  'account.invalidEmail': '有効なメールアドレスを入力してください。',
  'account.emailTaken': 'このメールアドレスのアカウントはすでに存在します。',
  'account.invalidHandle':
    'ハンドルは2〜40文字の半角英小文字、数字、またはハイフン（連続不可、先頭と末尾以外）で指定してください。',
  'account.invalidName': 'アバター名は1〜80文字で入力してください。',
  'account.handleTaken': 'そのハンドルは使用されています。別のハンドルを選んでください。',

  'password.tooShort': '{min}文字以上にしてください（このパスワードは{length}文字です）。',
  'password.tooLong': '{max}文字以下にしてください（このパスワードは{length}文字です）。',
  'password.weak': 'このパスワードは推測されやすすぎます。',
  'password.advice': '関係のない単語をいくつか並べるなど、より長いパスワードにしてください。',
  'password.warning.straightRow': 'キーボードの一列に並んだキーは推測されやすいです。',
  'password.warning.keyPattern': '短いキーボードのパターンは推測されやすいです。',
  'password.warning.simpleRepeat': '「aaa」のような文字の繰り返しは推測されやすいです。',
  'password.warning.extendedRepeat': '「abcabcabc」のようなパターンの繰り返しは推測されやすいです。',
  'password.warning.sequences': '「abc」や「1234」のようなよくある並びは推測されやすいです。',
  'password.warning.recentYears': '最近の年は推測されやすいです。',
  'password.warning.dates': '日付は推測されやすいです。',
  'password.warning.topTen': 'これは最もよく使われるパスワード上位10件の一つです。',
  'password.warning.topHundred': 'これは最もよく使われるパスワード上位100件の一つです。',
  'password.warning.common': 'これはよく使われるパスワードです。',
  'password.warning.similarToCommon': 'これはよく使われるパスワードに似すぎています。',
  'password.warning.wordByItself': '単語一つだけでは推測されやすいです。',
  'password.warning.namesByThemselves': '名前や名字だけでは推測されやすいです。',
  'password.warning.commonNames': 'よくある名前や名字は推測されやすいです。',
  'password.warning.userInputs': 'メールアドレスや製品名を含めないでください。',
  'password.warning.pwned': 'このパスワードはデータ漏洩で流出したことがあります。',

  'mail.taken.subject': 'あなたのメールアドレスで{productName}アカウントの作成が試みられました',
  'mail.taken.body':
    '誰か（あなたかもしれません）が{email}で{productName}アカウントを作成しようとしましたが、このアドレスのアカウントはすでにあります。',
  'mail.taken.logIn': 'あなたご自身の場合は、代わりにログインしてください: {url}',
  'mail.taken.ignore': '心当たりがない場合は、このメッセージを無視してください。何も変更されていません。',
  'mail.confirm.subject': '{productName}アカウントを作成するためにメールアドレスを確認してください',
  'mail.confirm.body': '次のリンクを開いて{productName}アカウントの作成を完了してください（有効期限は1時間です）:',
  'mail.confirm.ignore':
    '登録した覚えがない場合は、このメッセージを無視してください。リンクを開かない限りアカウントは作成されません。',
};
