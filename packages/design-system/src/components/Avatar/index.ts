export { Avatar, initialsOf, type AvatarProps, type AvatarShape } from './Avatar';
export { DefaultAvatar } from './DefaultAvatar';
