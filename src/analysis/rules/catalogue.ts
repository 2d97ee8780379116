// The rules catalogue: every risk rule the scan runs, in report order (privacy, security,
// identity). Invariant (tested): ids are unique, at least 40 rules, every rule's fix topic has
// a link for every platform in fixUrls.ts. Add a rule by adding its module and one line here.
import type { Rule } from './types.ts';
import { addressInPosts } from './privacy/addressInPosts.ts';
import { awayFromHomePosts } from './privacy/awayFromHomePosts.ts';
import { birthdayInPosts } from './privacy/birthdayInPosts.ts';
import { checkIns } from './privacy/checkIns.ts';
import { childrenInformation } from './privacy/childrenInformation.ts';
import { contactDetailsInBio } from './privacy/contactDetailsInBio.ts';
import { contactDetailsInPosts } from './privacy/contactDetailsInPosts.ts';
import { discoverability } from './privacy/discoverability.ts';
import { geotaggedPosts } from './privacy/geotaggedPosts.ts';
import { inferredProfileData } from './privacy/inferredProfileData.ts';
import { lastKnownLocation } from './privacy/lastKnownLocation.ts';
import { likelyHome } from './privacy/likelyHome.ts';
import { likelyWorkplace } from './privacy/likelyWorkplace.ts';
import { liveLocationPosts } from './privacy/liveLocationPosts.ts';
import { locationHistoryEnabled } from './privacy/locationHistoryEnabled.ts';
import { locationInActivity } from './privacy/locationInActivity.ts';
import { offPlatformActivity } from './privacy/offPlatformActivity.ts';
import { peopleTaggedInPhotos } from './privacy/peopleTaggedInPhotos.ts';
import { photoDeviceMetadata } from './privacy/photoDeviceMetadata.ts';
import { photoGps } from './privacy/photoGps.ts';
import { predictableRoutine } from './privacy/predictableRoutine.ts';
import { sensitiveCategories } from './privacy/sensitiveCategories.ts';
import { travelDocumentsInPosts } from './privacy/travelDocumentsInPosts.ts';
import { uploadedContacts } from './privacy/uploadedContacts.ts';
import { broadAppPermissions } from './security/broadAppPermissions.ts';
import { credentialsInPosts } from './security/credentialsInPosts.ts';
import { dormantAccount } from './security/dormantAccount.ts';
import { exposedRecoveryContacts } from './security/exposedRecoveryContacts.ts';
import { loginsFromNewCountries } from './security/loginsFromNewCountries.ts';
import { manyActiveSessions } from './security/manyActiveSessions.ts';
import { manyRecoveryContacts } from './security/manyRecoveryContacts.ts';
import { newDeviceLogins } from './security/newDeviceLogins.ts';
import { oldPassword } from './security/oldPassword.ts';
import { paymentDataInPosts } from './security/paymentDataInPosts.ts';
import { publicAccount } from './security/publicAccount.ts';
import { securityAnswersExposed } from './security/securityAnswersExposed.ts';
import { signInThroughOtherAccount } from './security/signInThroughOtherAccount.ts';
import { staleThirdPartyApps } from './security/staleThirdPartyApps.ts';
import { twoFactorOff } from './security/twoFactorOff.ts';
import { bioLinksChainAccounts } from './identity/bioLinksChainAccounts.ts';
import { facePhotosWithName } from './identity/facePhotosWithName.ts';
import { familyNamed } from './identity/familyNamed.ts';
import { lookalikeHandles } from './identity/lookalikeHandles.ts';
import { nameBirthdayHometown } from './identity/nameBirthdayHometown.ts';
import { postalAddressOnFile } from './identity/postalAddressOnFile.ts';
import { sameEmailAcrossPlatforms } from './identity/sameEmailAcrossPlatforms.ts';
import { samePhoneAcrossPlatforms } from './identity/samePhoneAcrossPlatforms.ts';
import { sameUsernameAcrossPlatforms } from './identity/sameUsernameAcrossPlatforms.ts';
import { socialEngineeringKit } from './identity/socialEngineeringKit.ts';
import { usernameHistory } from './identity/usernameHistory.ts';

export const RULES: readonly Rule[] = [
  addressInPosts,
  awayFromHomePosts,
  birthdayInPosts,
  checkIns,
  childrenInformation,
  contactDetailsInBio,
  contactDetailsInPosts,
  discoverability,
  geotaggedPosts,
  inferredProfileData,
  lastKnownLocation,
  likelyHome,
  likelyWorkplace,
  liveLocationPosts,
  locationHistoryEnabled,
  locationInActivity,
  offPlatformActivity,
  peopleTaggedInPhotos,
  photoDeviceMetadata,
  photoGps,
  predictableRoutine,
  sensitiveCategories,
  travelDocumentsInPosts,
  uploadedContacts,
  broadAppPermissions,
  credentialsInPosts,
  dormantAccount,
  exposedRecoveryContacts,
  loginsFromNewCountries,
  manyActiveSessions,
  manyRecoveryContacts,
  newDeviceLogins,
  oldPassword,
  paymentDataInPosts,
  publicAccount,
  securityAnswersExposed,
  signInThroughOtherAccount,
  staleThirdPartyApps,
  twoFactorOff,
  bioLinksChainAccounts,
  facePhotosWithName,
  familyNamed,
  lookalikeHandles,
  nameBirthdayHometown,
  postalAddressOnFile,
  sameEmailAcrossPlatforms,
  samePhoneAcrossPlatforms,
  sameUsernameAcrossPlatforms,
  socialEngineeringKit,
  usernameHistory,
];
