import type { Resources } from './ru';

/** Kazakh strings of /employers; the type makes a missing key a compile error. */
export const kk: Resources = {
  employers: {
    title: 'Қызметкерлер',
    listTitle: 'Компания қызметкерлері',
    loading: 'Қызметкерлерді жүктеп жатырмыз…',
    failedTitle: 'Қызметкерлерді жүктеу мүмкін болмады',
    failedText: 'Байланысты тексеріп, қайталап көріңіз.',
    retry: 'Қайталау',
    columnName: 'Аты',
    columnPhone: 'Телефон',
    columnRole: 'Рөлі',
    columnAdded: 'Қосылған күні',
    columnActions: 'Әрекеттер',
    noName: 'Аты көрсетілмеген',
    you: '(сіз)',
    roleOwner: 'Иесі',
    roleEmployee: 'Қызметкер',
    ownerStays: 'Иесін жою мүмкін емес',
    onlyOwner:
      'Иесінен басқа қызметкер әзірге жоқ. Әріптестеріңіз компания тапсырыстарын рәсімдеуі үшін оларды шақырыңыз.',
    ownerOnly: 'Қызметкерлерді шақырып, жоя алатын тек компания иесі — {{name}}.',
    inviteTitle: 'Қызметкер шақыру',
    inviteIntro:
      'Қызметкер кабинетке осы нөмірмен провайдер аккаунты арқылы кіріп, компания тапсырыстарын рәсімдеп, көре алады.',
    phoneLabel: 'Ұялы телефон',
    // An example number is joined by no-break spaces: it is never split over two lines.
    phoneHint: 'Қазақстан операторының нөмірі, мысалы +7\u00a0701\u00a0123\u00a045\u00a067',
    nameLabel: 'Аты (міндетті емес)',
    nameHint: 'Қызметкер кіргенге дейін әріптестері оны осылай көреді',
    invite: 'Шақыру',
    inviting: 'Шақырып жатырмыз…',
    invited: '{{name}} қызметкерлерге қосылды.',
    phone_required: 'Ұялы телефон нөмірін енгізіңіз',
    phone_invalid:
      'Қазақстанның ұялы нөмірін енгізіңіз: +7 және 10 цифр, мысалы +7\u00a0701\u00a0123\u00a045\u00a067',
    phone_alreadyAdded: 'Бұл нөмір компания қызметкерлерінің арасында бар',
    phone_inAnotherCompany: 'Бұл нөмір басқа компанияда жұмыс істейді: алдымен сол компаниядан шықсын',
    remove: 'Жою',
    removeOne: '{{name}} қызметкерін жою',
    removeTitle: '{{name}} қызметкерін жою керек пе?',
    removeText:
      'Ол компания кабинетіне қолжетімділігін бірден жоғалтып, барлық құрылғыдан шығады, оның интеграция токендері жұмыс істемей қалады. Қайта шақырып, қолжетімділікті қайтаруға болады.',
    removeConfirm: 'Жою',
    removeFailed: 'Қызметкерді жою мүмкін болмады. Қайталап көріңіз.',
    removed: '{{name}} қызметкерлер тізімінен жойылды.',
  },
};
