export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      activity_log: {
        Row: {
          action: string
          actor_id: string | null
          at: string
          by_system: boolean
          changed_fields: string[]
          id: number
          record_id: string | null
          record_type: string | null
          table_name: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          at?: string
          by_system?: boolean
          changed_fields?: string[]
          id?: never
          record_id?: string | null
          record_type?: string | null
          table_name: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          at?: string
          by_system?: boolean
          changed_fields?: string[]
          id?: never
          record_id?: string | null
          record_type?: string | null
          table_name?: string
        }
        Relationships: []
      }
      ambassadors: {
        Row: {
          company: string
          created_at: string
          id: string
          is_active: boolean
          linkedin_url: string | null
          name: string
          photo_url: string | null
          specialties: string
          updated_at: string
        }
        Insert: {
          company: string
          created_at?: string
          id?: string
          is_active?: boolean
          linkedin_url?: string | null
          name: string
          photo_url?: string | null
          specialties: string
          updated_at?: string
        }
        Update: {
          company?: string
          created_at?: string
          id?: string
          is_active?: boolean
          linkedin_url?: string | null
          name?: string
          photo_url?: string | null
          specialties?: string
          updated_at?: string
        }
        Relationships: []
      }
      courses: {
        Row: {
          category: string
          created_at: string
          description: string | null
          id: string
          image_url: string | null
          is_active: boolean
          language: string | null
          level: string | null
          provider: string | null
          search_document: unknown
          source_platform: string
          title: string
          updated_at: string
          url: string
        }
        Insert: {
          category: string
          created_at?: string
          description?: string | null
          id?: string
          image_url?: string | null
          is_active?: boolean
          language?: string | null
          level?: string | null
          provider?: string | null
          search_document?: never
          source_platform?: string
          title: string
          updated_at?: string
          url: string
        }
        Update: {
          category?: string
          created_at?: string
          description?: string | null
          id?: string
          image_url?: string | null
          is_active?: boolean
          language?: string | null
          level?: string | null
          provider?: string | null
          search_document?: never
          source_platform?: string
          title?: string
          updated_at?: string
          url?: string
        }
        Relationships: []
      }
      event_rsvps: {
        Row: {
          confirmation_attempts: number
          confirmation_claimed_at: string | null
          confirmation_error: string | null
          confirmation_sent_at: string | null
          confirmation_status: string
          created_at: string
          event_id: string
          member_id: string
        }
        Insert: {
          confirmation_attempts?: number
          confirmation_claimed_at?: string | null
          confirmation_error?: string | null
          confirmation_sent_at?: string | null
          confirmation_status?: string
          created_at?: string
          event_id: string
          member_id?: string
        }
        Update: {
          confirmation_attempts?: number
          confirmation_claimed_at?: string | null
          confirmation_error?: string | null
          confirmation_sent_at?: string | null
          confirmation_status?: string
          created_at?: string
          event_id?: string
          member_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "event_rsvps_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: false
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
        ]
      }
      events: {
        Row: {
          author_id: string | null
          capacity: number | null
          city: string | null
          country: string | null
          cover_image_url: string | null
          created_at: string
          description: string | null
          end_date: string
          external_link: string | null
          id: string
          is_active: boolean
          is_online: boolean
          location: string | null
          region: string | null
          search_document: unknown
          start_date: string
          title: string
          topics: string[]
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          capacity?: number | null
          city?: string | null
          country?: string | null
          cover_image_url?: string | null
          created_at?: string
          description?: string | null
          end_date: string
          external_link?: string | null
          id?: string
          is_active?: boolean
          is_online?: boolean
          location?: string | null
          region?: string | null
          search_document?: never
          start_date: string
          title: string
          topics?: string[]
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          capacity?: number | null
          city?: string | null
          country?: string | null
          cover_image_url?: string | null
          created_at?: string
          description?: string | null
          end_date?: string
          external_link?: string | null
          id?: string
          is_active?: boolean
          is_online?: boolean
          location?: string | null
          region?: string | null
          search_document?: never
          start_date?: string
          title?: string
          topics?: string[]
          updated_at?: string
        }
        Relationships: []
      }
      jobs: {
        Row: {
          company: string
          created_at: string
          description: string | null
          employment_type: string | null
          id: string
          is_active: boolean
          is_remote: boolean
          job_url: string | null
          location: string | null
          search_document: unknown
          source: string | null
          title: string
          updated_at: string
        }
        Insert: {
          company: string
          created_at?: string
          description?: string | null
          employment_type?: string | null
          id?: string
          is_active?: boolean
          is_remote?: boolean
          job_url?: string | null
          location?: string | null
          search_document?: never
          source?: string | null
          title: string
          updated_at?: string
        }
        Update: {
          company?: string
          created_at?: string
          description?: string | null
          employment_type?: string | null
          id?: string
          is_active?: boolean
          is_remote?: boolean
          job_url?: string | null
          location?: string | null
          search_document?: never
          source?: string | null
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      mail_campaigns: {
        Row: {
          body_markdown: string
          created_at: string
          created_by: string | null
          finished_at: string | null
          id: string
          link_label: string | null
          link_url: string | null
          queued_at: string | null
          recipients_count: number
          status: string
          subject: string
          to_members: boolean
          to_subscribers: boolean
          updated_at: string
        }
        Insert: {
          body_markdown: string
          created_at?: string
          created_by?: string | null
          finished_at?: string | null
          id?: string
          link_label?: string | null
          link_url?: string | null
          queued_at?: string | null
          recipients_count?: number
          status?: string
          subject: string
          to_members?: boolean
          to_subscribers?: boolean
          updated_at?: string
        }
        Update: {
          body_markdown?: string
          created_at?: string
          created_by?: string | null
          finished_at?: string | null
          id?: string
          link_label?: string | null
          link_url?: string | null
          queued_at?: string | null
          recipients_count?: number
          status?: string
          subject?: string
          to_members?: boolean
          to_subscribers?: boolean
          updated_at?: string
        }
        Relationships: []
      }
      mail_deliveries: {
        Row: {
          attempts: number
          campaign_id: string
          claimed_at: string | null
          email: string
          error: string | null
          id: number
          sent_at: string | null
          status: string
        }
        Insert: {
          attempts?: number
          campaign_id: string
          claimed_at?: string | null
          email: string
          error?: string | null
          id?: never
          sent_at?: string | null
          status?: string
        }
        Update: {
          attempts?: number
          campaign_id?: string
          claimed_at?: string | null
          email?: string
          error?: string | null
          id?: never
          sent_at?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "mail_deliveries_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "mail_campaigns"
            referencedColumns: ["id"]
          },
        ]
      }
      members: {
        Row: {
          avatar_url: string | null
          created_at: string
          email: string | null
          full_name: string | null
          id: string
          is_logged_in: boolean
          last_login_at: string | null
          linkedin_id: string | null
          login_count: number
          profile_data: NonNullable<Json>
          provider_name: string
        }
        Insert: {
          avatar_url?: string | null
          created_at?: string
          email?: string | null
          full_name?: string | null
          id: string
          is_logged_in?: boolean
          last_login_at?: string | null
          linkedin_id?: string | null
          login_count?: number
          profile_data?: NonNullable<Json>
          provider_name?: string
        }
        Update: {
          avatar_url?: string | null
          created_at?: string
          email?: string | null
          full_name?: string | null
          id?: string
          is_logged_in?: boolean
          last_login_at?: string | null
          linkedin_id?: string | null
          login_count?: number
          profile_data?: NonNullable<Json>
          provider_name?: string
        }
        Relationships: []
      }
      newsletter_subscribers: {
        Row: {
          cancelled_at: string | null
          confirmation_sent_at: string | null
          confirmed_at: string | null
          consent_at: string
          created_at: string
          email: string
          id: string
          source: string
          status: Database["public"]["Enums"]["newsletter_status"]
        }
        Insert: {
          cancelled_at?: string | null
          confirmation_sent_at?: string | null
          confirmed_at?: string | null
          consent_at?: string
          created_at?: string
          email: string
          id?: string
          source?: string
          status?: Database["public"]["Enums"]["newsletter_status"]
        }
        Update: {
          cancelled_at?: string | null
          confirmation_sent_at?: string | null
          confirmed_at?: string | null
          consent_at?: string
          created_at?: string
          email?: string
          id?: string
          source?: string
          status?: Database["public"]["Enums"]["newsletter_status"]
        }
        Relationships: []
      }
      posts: {
        Row: {
          author_id: string | null
          content: string | null
          cover_image_url: string | null
          created_at: string
          excerpt: string | null
          id: string
          published_at: string | null
          search_document: unknown
          seo_meta_description: string | null
          seo_meta_title: string | null
          seo_og_description: string | null
          seo_og_image: string | null
          seo_og_title: string | null
          slug: string
          status: string
          title: string
          type: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          content?: string | null
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string | null
          id?: string
          published_at?: string | null
          search_document?: never
          seo_meta_description?: string | null
          seo_meta_title?: string | null
          seo_og_description?: string | null
          seo_og_image?: string | null
          seo_og_title?: string | null
          slug: string
          status?: string
          title: string
          type: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          content?: string | null
          cover_image_url?: string | null
          created_at?: string
          excerpt?: string | null
          id?: string
          published_at?: string | null
          search_document?: never
          seo_meta_description?: string | null
          seo_meta_title?: string | null
          seo_og_description?: string | null
          seo_og_image?: string | null
          seo_og_title?: string | null
          slug?: string
          status?: string
          title?: string
          type?: string
          updated_at?: string
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: Database["public"]["Enums"]["app_role"]
          user_id?: string
        }
        Relationships: []
      }
      videos: {
        Row: {
          author_id: string | null
          created_at: string
          description: string | null
          duration_seconds: number | null
          file_size_bytes: number | null
          height_pixels: number | null
          id: string
          is_active: boolean
          search_document: unknown
          tags: string[]
          thumbnail_url: string | null
          title: string
          updated_at: string
          video_format: string | null
          video_url: string
          width_pixels: number | null
        }
        Insert: {
          author_id?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          file_size_bytes?: number | null
          height_pixels?: number | null
          id?: string
          is_active?: boolean
          search_document?: never
          tags?: string[]
          thumbnail_url?: string | null
          title: string
          updated_at?: string
          video_format?: string | null
          video_url: string
          width_pixels?: number | null
        }
        Update: {
          author_id?: string | null
          created_at?: string
          description?: string | null
          duration_seconds?: number | null
          file_size_bytes?: number | null
          height_pixels?: number | null
          id?: string
          is_active?: boolean
          search_document?: never
          tags?: string[]
          thumbnail_url?: string | null
          title?: string
          updated_at?: string
          video_format?: string | null
          video_url?: string
          width_pixels?: number | null
        }
        Relationships: []
      }
    }
    Views: {
      landing_pages: {
        Row: {
          content: string | null
          created_at: string | null
          description: string | null
          id: string | null
          is_published: boolean | null
          meta_description: string | null
          meta_title: string | null
          og_description: string | null
          og_image: string | null
          og_title: string | null
          published_at: string | null
          slug: string | null
          title: string | null
          updated_at: string | null
        }
        Insert: {
          content?: string | null
          created_at?: string | null
          description?: string | null
          id?: string | null
          is_published?: never
          meta_description?: string | null
          meta_title?: string | null
          og_description?: string | null
          og_image?: string | null
          og_title?: string | null
          published_at?: string | null
          slug?: string | null
          title?: string | null
          updated_at?: string | null
        }
        Update: {
          content?: string | null
          created_at?: string | null
          description?: string | null
          id?: string | null
          is_published?: never
          meta_description?: string | null
          meta_title?: string | null
          og_description?: string | null
          og_image?: string | null
          og_title?: string | null
          published_at?: string | null
          slug?: string | null
          title?: string | null
          updated_at?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      audience_path_views: {
        Args: { _days?: number; _paths: string[] }
        Returns: {
          pageviews: number
          path: string
          visitors: number
        }[]
      }
      audience_report: { Args: { _days: number }; Returns: Json }
      caller_is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      claim_event_rsvp_confirmation: {
        Args: { _event_id?: string; _member_id?: string }
        Returns: {
          city: string
          country: string
          description: string
          email: string
          end_date: string
          event_id: string
          external_link: string
          full_name: string
          is_online: boolean
          location: string
          member_id: string
          region: string
          start_date: string
          title: string
        }[]
      }
      claim_mail_delivery: {
        Args: { _campaign?: string }
        Returns: {
          body_markdown: string
          campaign_id: string
          delivery_id: number
          email: string
          link_label: string
          link_url: string
          subject: string
          unsubscribe_token: string
        }[]
      }
      confirm_newsletter: { Args: { _token: string }; Returns: string }
      confirm_newsletter_with_welcome: {
        Args: { _token: string }
        Returns: {
          outcome: string
          welcome_email: string
        }[]
      }
      current_admin_email: { Args: Record<PropertyKey, never>; Returns: string }
      erase_member_data: { Args: { _member_id?: string }; Returns: undefined }
      export_member_data: { Args: { _member_id?: string }; Returns: Json }
      finish_event_rsvp_confirmation: {
        Args: {
          _error?: string
          _event_id: string
          _member_id: string
          _temporary?: boolean
        }
        Returns: undefined
      }
      finish_mail_delivery: {
        Args: { _delivery: number; _error?: string; _temporary?: boolean }
        Returns: undefined
      }
      get_dashboard_trends: { Args: Record<PropertyKey, never>; Returns: Json }
      get_event_attendance: {
        Args: { _event_ids: string[] }
        Returns: {
          capacity: number
          confirmed: number
          event_id: string
        }[]
      }
      get_event_attendee_showcase: {
        Args: { _event_id: string; _limit?: number }
        Returns: {
          avatar_url: string
          full_name: string
        }[]
      }
      get_member_showcase: {
        Args: { _limit?: number }
        Returns: {
          avatar_url: string
          full_name: string
        }[]
      }
      get_member_statistics: {
        Args: Record<PropertyKey, never>
        Returns: {
          active_this_month: number
          average_logins: number
          currently_logged_in: number
          currently_logged_out: number
          top_providers: Json
          total_members: number
        }[]
      }
      has_role: {
        Args: {
          _role: Database["public"]["Enums"]["app_role"]
          _user_id: string
        }
        Returns: boolean
      }
      list_activity_actors: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: string
          name: string
        }[]
      }
      list_event_attendees: {
        Args: { _event_id: string }
        Returns: {
          avatar_url: string
          confirmed_at: string
          email: string
          full_name: string
          member_id: string
        }[]
      }
      list_team_accounts: {
        Args: Record<PropertyKey, never>
        Returns: {
          created_at: string
          email: string
          email_confirmed_at: string
          id: string
          invited_at: string
          is_admin: boolean
          last_sign_in_at: string
          role: string
        }[]
      }
      mail_campaign_progress: { Args: { _campaign: string }; Returns: Json }
      mail_unsubscribe_token: { Args: { _email: string }; Returns: string }
      my_member_context: {
        Args: Record<PropertyKey, never>
        Returns: {
          member_since: string
          rsvp_event_ids: string[]
        }[]
      }
      newsletter_confirmation_token: {
        Args: { _email: string }
        Returns: string
      }
      queue_mail_campaign: { Args: { _campaign: string }; Returns: number }
      retry_mail_deliveries: { Args: { _campaign: string }; Returns: number }
      search_fold: { Args: { _text: string }; Returns: string }
      search_members: {
        Args: {
          _limit?: number
          _offset?: number
          _order?: string
          _sort?: string
          q?: string
        }
        Returns: {
          avatar_url: string
          created_at: string
          email: string
          full_name: string
          id: string
          is_logged_in: boolean
          last_login_at: string
          login_count: number
          total_count: number
        }[]
      }
      search_site: {
        Args: { _per_kind?: number; _q: string }
        Returns: {
          id: string
          kind: string
          kind_total: number
          rank: number
          slug: string
          snippet: string
          starts_at: string
          title: string
          url: string
        }[]
      }
      subscribe_newsletter: {
        Args: { _email: string; _source?: string }
        Returns: undefined
      }
      subscribe_newsletter_from: {
        Args: { _client_ip: string; _email: string; _source: string }
        Returns: undefined
      }
      track_user_login_with_profile: {
        Args: {
          avatar_url: string
          email: string
          full_name: string
          linkedin_id: string
          profile_data: Json
          provider_name: string
        }
        Returns: {
          avatar_url: string | null
          created_at: string
          email: string | null
          full_name: string | null
          id: string
          is_logged_in: boolean
          last_login_at: string | null
          linkedin_id: string | null
          login_count: number
          profile_data: NonNullable<Json>
          provider_name: string
        }
        SetofOptions: {
          from: "*"
          to: "members"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      track_user_logout: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      unsubscribe_mail: { Args: { _token: string }; Returns: string }
      upcoming_events_listing: {
        Args: { _limit?: number; _offset?: number }
        Returns: {
          capacity: number
          city: string
          confirmed: number
          country: string
          cover_image_url: string
          created_at: string
          description: string
          end_date: string
          external_link: string
          id: string
          is_active: boolean
          is_online: boolean
          location: string
          region: string
          start_date: string
          title: string
          topics: string[]
          total: number
          updated_at: string
        }[]
      }
      upcoming_events_page: {
        Args: { _limit?: number; _offset?: number }
        Returns: {
          capacity: number
          city: string
          country: string
          cover_image_url: string
          created_at: string
          description: string
          end_date: string
          external_link: string
          id: string
          is_active: boolean
          is_online: boolean
          location: string
          region: string
          start_date: string
          title: string
          topics: string[]
          total: number
          updated_at: string
        }[]
      }
    }
    Enums: {
      app_role: "admin" | "moderator" | "user"
      newsletter_status: "pending" | "confirmed" | "cancelled"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      app_role: ["admin", "moderator", "user"],
      newsletter_status: ["pending", "confirmed", "cancelled"],
    },
  },
} as const
